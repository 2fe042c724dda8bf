import { sequenceRandom } from '../random';
import {
  parsePlayDetails,
  playDetails,
  playOf,
  replaySpendOrSave,
  SPEND_OR_SAVE_MAX_POINTS,
  SPEND_OR_SAVE_PROBLEMS,
  type SpendOrSavePlay,
} from './replay';
import { SCENARIOS } from './scenarios';
import { choose, currentScenario, finishRound, initialSpendOrSave, type SpendOrSaveState } from './spendOrSave';

/** Plays a whole game picking the choice at `pick(state)` each decision, with pocket money from `random`. */
function playGame(start: number, pick: (state: SpendOrSaveState) => number, random = sequenceRandom(0.5)): SpendOrSaveState {
  let state = initialSpendOrSave(start);
  while (state.phase !== 'finished') {
    state = state.phase === 'round-over' ? finishRound(state, random) : choose(state, currentScenario(state).choices[pick(state)]!.id);
  }
  return state;
}

describe('Gasta o Ahorra replay (the same rules on both sides)', () => {
  it('recomputes a played game exactly from its play, through the details the browser sends', () => {
    const game = playGame(2, (s) => (s.money >= 25 ? 1 : 3), sequenceRandom(0, 0.99));
    const details = playDetails(playOf(game));
    expect(details).toMatchObject({ scenario: 2, money2: 40, money3: 59 });
    const replayed = replaySpendOrSave(parsePlayDetails({ ...details })!);
    expect(replayed).toEqual({ state: game });
  });

  it('refuses a choice the money does not cover, a round that goes on after it ended, pocket money outside 40 to 59 and an unfinished game', () => {
    const unreachable = { problem: SPEND_OR_SAVE_PROBLEMS.unreachable };
    const valid: SpendOrSavePlay = { startScenario: 0, rounds: [[1, 1, 1], [1, 1, 1], [1, 1, 1]], pocketMoney: [59, 59] };
    expect('state' in replaySpendOrSave(valid)).toBe(true);
    // From 50 coins: videojuego (30), limones (12), then a regalo grande (20) with 8 left.
    expect(replaySpendOrSave({ ...valid, startScenario: 2, rounds: [[0, 0, 0], [1], [1]] })).toEqual(unreachable);
    expect(replaySpendOrSave({ ...valid, rounds: [[1, 1, 1, 1], [1, 1, 1], [1, 1, 1]] })).toEqual(unreachable);
    expect(replaySpendOrSave({ ...valid, rounds: [[1, 1], [1, 1, 1], [1, 1, 1]] })).toEqual(unreachable);
    expect(replaySpendOrSave({ ...valid, pocketMoney: [60, 59] })).toEqual(unreachable);
    expect(replaySpendOrSave({ ...valid, pocketMoney: [39, 59] })).toEqual(unreachable);
    expect(replaySpendOrSave({ ...valid, rounds: [[1, 1, 1], [1, 1, 1]] })).toEqual(unreachable);
    expect(replaySpendOrSave({ ...valid, startScenario: 5 })).toEqual(unreachable);
    expect(replaySpendOrSave({ ...valid, rounds: [[1, 1, 4], [1, 1, 1], [1, 1, 1]] })).toEqual(unreachable);
  });

  it('reads only details of the right shape', () => {
    expect(parsePlayDetails({ scenario: 0, moves: '111-111-111', money2: 40, money3: 41 })).toEqual({
      startScenario: 0,
      rounds: [[1, 1, 1], [1, 1, 1], [1, 1, 1]],
      pocketMoney: [40, 41],
    });
    for (const bad of [
      null,
      {},
      { scenario: 0, moves: '1111-111-111', money2: 40, money3: 41 },
      { scenario: 0, moves: '111-111-111-1', money2: 40, money3: 41 },
      { scenario: 0, moves: '9', money2: 40, money3: 41 },
      { scenario: '0', moves: '111-111-111', money2: 40, money3: 41 },
      { scenario: 0, moves: '111-111-111', money2: 40.5, money3: 41 },
    ]) {
      expect(parsePlayDetails(bad)).toBeNull();
    }
  });

  it('never gives more than SPEND_OR_SAVE_MAX_POINTS, whatever the play (every play searched, richest pocket money)', () => {
    let best = 0;
    const search = (state: SpendOrSaveState): void => {
      if (state.phase === 'finished') {
        best = Math.max(best, state.points);
        return;
      }
      if (state.phase === 'round-over') return search(finishRound(state, () => 0.999));
      for (const choice of currentScenario(state).choices) {
        const next = choose(state, choice.id);
        if (next !== state) search(next);
      }
    };
    for (let start = 0; start < SCENARIOS.length; start += 1) search(initialSpendOrSave(start));
    expect(best).toBeGreaterThan(0);
    expect(best).toBeLessThanOrEqual(SPEND_OR_SAVE_MAX_POINTS);
  });
});
