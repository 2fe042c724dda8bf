import { INITIAL_STATE, replay } from './conversation';
import { restoreState } from './storedState';

describe('restoreState', () => {
  it('gives back a state the engine wrote, through JSON', () => {
    const state = replay(['me llamo Sofía', 'quiero vender pulseras'], 'francesca');
    expect(state.memory.name).toBe('Sofía');
    expect(restoreState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(restoreState(INITIAL_STATE)).toEqual(INITIAL_STATE);
  });

  it('refuses anything else, so the engine replays the messages instead', () => {
    const good = JSON.parse(JSON.stringify(INITIAL_STATE)) as Record<string, unknown>;
    for (const bad of [
      null,
      'texto',
      [],
      { ...good, memory: null },
      { ...good, memory: { name: 3, idea: null, goal: null } },
      { ...good, businessStep: 1.5 },
      { ...good, businessStep: 99 },
      { ...good, businessActive: 'sí' },
      { ...good, continued: undefined },
      { ...good, previous: 'unaClaseQueYaNoExiste' },
      { ...good, previous: 7 },
    ]) {
      expect(restoreState(bad)).toBeNull();
    }
  });

  it('drops fields it does not know', () => {
    const restored = restoreState({ ...INITIAL_STATE, extra: 'x', memory: { ...INITIAL_STATE.memory, extra: 'y' } });
    expect(restored).toEqual(INITIAL_STATE);
  });
});
