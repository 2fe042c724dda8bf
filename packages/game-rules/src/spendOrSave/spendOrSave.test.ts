import { sequenceRandom } from '../random';
import { SCENARIOS } from './scenarios';
import {
  canChoose,
  choicePoints,
  choose,
  currentScenario,
  endMessage,
  finishRound,
  initialSpendOrSave,
  newSpendOrSave,
  SPEND_OR_SAVE_RULES,
  type SpendOrSaveState,
  spendOrSaveSummary,
} from './spendOrSave';

function cheapest(state: SpendOrSaveState) {
  return [...currentScenario(state).choices].sort((a, b) => a.cost - b.cost)[0]!;
}

describe('the scenarios (spec section 9)', () => {
  it('are 5, with 4 choices each, unique ids, positive whole costs and both kinds of choice', () => {
    expect(SCENARIOS).toHaveLength(5);
    for (const scenario of SCENARIOS) {
      expect(scenario.choices).toHaveLength(4);
      expect(new Set(scenario.choices.map((c) => c.id)).size).toBe(4);
      expect(scenario.choices.every((c) => Number.isInteger(c.cost) && c.cost > 0)).toBe(true);
      expect(scenario.choices.some((c) => c.saving)).toBe(true);
      expect(scenario.choices.some((c) => !c.saving)).toBe(true);
    }
    expect(new Set(SCENARIOS.map((s) => s.id)).size).toBe(5);
  });

  it('always offer a choice of at most 5 coins, so a child with 5 coins is never stuck', () => {
    for (const scenario of SCENARIOS) {
      expect(Math.min(...scenario.choices.map((c) => c.cost))).toBeLessThanOrEqual(SPEND_OR_SAVE_RULES.minMoney);
    }
  });
});

describe('Gasta o Ahorra rules (spec section 4)', () => {
  it('starts with 50 money, 0 saved, round 1 and 0 points', () => {
    const state = initialSpendOrSave();
    expect(state).toMatchObject({ phase: 'choosing', money: 50, saved: 0, round: 1, points: 0, decisionsThisRound: 0 });
    expect(state.decisions).toEqual([]);
    expect(SPEND_OR_SAVE_RULES).toMatchObject({ rounds: 3, startMoney: 50, nextRoundMoney: { min: 40, max: 59 }, roundEndDelayMs: 1500 });
  });

  it('scores saving cost/5 and spending cost/10, rounded down', () => {
    expect(choicePoints({ cost: 5, saving: true })).toBe(1);
    expect(choicePoints({ cost: 24, saving: true })).toBe(4);
    expect(choicePoints({ cost: 25, saving: true })).toBe(5);
    expect(choicePoints({ cost: 8, saving: false })).toBe(0);
    expect(choicePoints({ cost: 15, saving: false })).toBe(1);
    expect(choicePoints({ cost: 30, saving: false })).toBe(3);
  });

  it('spending lowers the money and adds spending points, without saving', () => {
    const state = choose(initialSpendOrSave(0), 'album');
    expect(state).toMatchObject({ money: 35, saved: 0, points: 1, decisionsThisRound: 1, phase: 'choosing', scenarioIndex: 1 });
    expect(state.decisions[0]).toMatchObject({ round: 1, choiceId: 'album', cost: 15, saving: false, points: 1 });
  });

  it('a saving choice lowers the money and adds to saved', () => {
    const state = choose(initialSpendOrSave(0), 'bicicleta');
    expect(state).toMatchObject({ money: 30, saved: 20, points: 4 });
  });

  it('allows a choice only if the money covers its cost', () => {
    const poor: SpendOrSaveState = { ...initialSpendOrSave(2), money: 25 };
    const videojuego = SCENARIOS[2]!.choices.find((c) => c.id === 'videojuego')!;
    const cuenta = SCENARIOS[2]!.choices.find((c) => c.id === 'cuenta')!;
    expect(canChoose(poor, videojuego)).toBe(false);
    expect(canChoose(poor, cuenta)).toBe(true);
    expect(choose(poor, 'videojuego')).toBe(poor);
    expect(choose(poor, 'cuenta').money).toBe(0);
    expect(choose(poor, 'unknown')).toBe(poor);
  });

  it('ends the round after 3 decisions', () => {
    let state = initialSpendOrSave(0);
    state = choose(state, 'alcancia'); // 45
    state = choose(state, 'frasco'); // 40
    expect(state.phase).toBe('choosing');
    state = choose(state, 'emergencia'); // 35
    expect(state).toMatchObject({ phase: 'round-over', money: 35, decisionsThisRound: 3, saved: 15 });
    // No choice while the round is over.
    expect(canChoose(state, cheapest(state))).toBe(false);
    expect(choose(state, cheapest(state).id)).toBe(state);
  });

  it('ends the round early when the money is under 5', () => {
    let state: SpendOrSaveState = { ...initialSpendOrSave(2), money: 34 };
    state = choose(state, 'videojuego'); // 4 left
    expect(state).toMatchObject({ phase: 'round-over', money: 4, decisionsThisRound: 1 });
    const exactlyFive = choose({ ...initialSpendOrSave(2), money: 35 }, 'videojuego');
    expect(exactlyFive).toMatchObject({ phase: 'choosing', money: 5 });
  });

  it('gives the next round 40 to 59 money', () => {
    const over: SpendOrSaveState = { ...initialSpendOrSave(0), phase: 'round-over', money: 3, decisionsThisRound: 3 };
    expect(finishRound(over, () => 0)).toMatchObject({ phase: 'choosing', round: 2, money: 40, decisionsThisRound: 0 });
    expect(finishRound(over, () => 0.9999)).toMatchObject({ money: 59 });
    for (let i = 0; i < 200; i++) {
      const money = finishRound(over, Math.random).money;
      expect(money).toBeGreaterThanOrEqual(40);
      expect(money).toBeLessThanOrEqual(59);
    }
    // Only a finished round moves on.
    const playing = initialSpendOrSave();
    expect(finishRound(playing, () => 0)).toBe(playing);
  });

  it('ends the game after round 3', () => {
    const lastRound: SpendOrSaveState = { ...initialSpendOrSave(), round: 3, phase: 'round-over' };
    expect(finishRound(lastRound, () => 0)).toMatchObject({ phase: 'finished', round: 3 });
  });

  it('plays a whole game: 3 rounds, then the summary', () => {
    const random = sequenceRandom(0.5, 0.5);
    let state = initialSpendOrSave(0);
    let guard = 0;
    while (state.phase !== 'finished' && guard++ < 50) {
      state = state.phase === 'round-over' ? finishRound(state, random) : choose(state, cheapest(state).id);
    }
    expect(state.phase).toBe('finished');
    expect(state.round).toBe(3);
    expect(state.decisions).toHaveLength(9);
    const summary = spendOrSaveSummary(state);
    expect(summary.decisions).toBe(9);
    expect(summary.points).toBe(state.decisions.reduce((sum, d) => sum + d.points, 0));
    expect(summary.saved).toBe(state.decisions.filter((d) => d.saving).reduce((sum, d) => sum + d.cost, 0));
    expect(summary.message).toMatch(/\S/);
  });

  it("'Jugar Otra Vez' resets everything and picks a random scenario", () => {
    expect(newSpendOrSave(() => 0).scenarioIndex).toBe(0);
    expect(newSpendOrSave(() => 0.99).scenarioIndex).toBe(4);
    expect(newSpendOrSave(() => 0.5)).toMatchObject({ money: 50, saved: 0, round: 1, points: 0, scenarioIndex: 2, decisions: [] });
  });

  it('chooses an end message by how much was saved', () => {
    expect(endMessage(60, 9, 3)).toMatch(/superestrella/);
    expect(endMessage(20, 6, 3)).toMatch(/Muy bien/);
    expect(endMessage(5, 9, 1)).toMatch(/Buen comienzo/);
    expect(endMessage(0, 9, 0)).toMatch(/gastaste todo/);
    expect(endMessage(0, 0, 0)).toMatch(/primeras decisiones/);
  });
});
