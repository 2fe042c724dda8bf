import { act, initialSimulator, sell, type SimulatorState } from './businessSimulator';
import { SIMULATOR_GAME as GAME } from '../testing/simulatorGame';
import { replaySimulator, SIMULATOR_PROBLEMS, simulatorOutcome } from './replay';

function play(...ids: string[]): SimulatorState {
  let state = initialSimulator(GAME);
  for (const id of ids) state = sell(GAME, act(GAME, state, id));
  return state;
}

describe('Simulador de Negocio replay (the same rules on both sides)', () => {
  it('records each day’s action as its position, and replays the season exactly from those moves', () => {
    const season = play('comprar', 'publicidad', 'mejorar', 'comprar');
    expect(season.moves).toBe('0120');
    const replayed = replaySimulator(GAME, season.moves);
    expect(replayed).toEqual({ state: { ...season, name: 'Tienda', phase: 'finished' } });
    expect(simulatorOutcome(GAME, (replayed as { state: SimulatorState }).state)).toEqual({
      moves: '0120',
      days: 4,
      capital: season.capital,
      income: season.income,
      costs: 85,
      profit: season.income - 85,
      score: Math.max(0, season.capital - 100),
    });
  });

  it('replays a losing season (advertising with an empty shelf) and one ended before the first day', () => {
    const loss = replaySimulator(GAME, '1');
    expect('state' in loss && simulatorOutcome(GAME, loss.state)).toMatchObject({ capital: 85, income: 0, costs: 15, profit: -15, score: 0 });
    const none = replaySimulator(GAME, '');
    expect('state' in none && simulatorOutcome(GAME, none.state)).toMatchObject({ days: 0, capital: 100, profit: 0, score: 0 });
  });

  it('refuses moves that are not action positions, or more days than a season has', () => {
    for (const moves of ['comprar', '0-1', ' 0', 3, null, undefined, '0'.repeat(11)]) {
      expect(replaySimulator(GAME, moves)).toEqual({ problem: SIMULATOR_PROBLEMS.format });
    }
  });

  it('refuses an action the game does not have, one the capital did not cover, and a day after the season ended', () => {
    const unreachable = { problem: SIMULATOR_PROBLEMS.unreachable };
    expect(replaySimulator(GAME, '3')).toEqual(unreachable);
    // "Mejorar" every day pays for itself in part (2 products sold at 8): four days are covered.
    expect('state' in replaySimulator(GAME, '2222')).toBe(true);
    // Advertising alone: 100 → 85 → … → 10 after six days, then nothing is affordable and the season ends by itself.
    expect(replaySimulator(GAME, '111111')).toMatchObject({ state: { phase: 'finished', capital: 10 } });
    expect(replaySimulator(GAME, '1111111')).toEqual(unreachable);
  });
});
