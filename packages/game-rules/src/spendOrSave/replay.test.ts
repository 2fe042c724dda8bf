import { sequenceRandom } from '../random';
import {
  dealSpendOrSave,
  finishDealtRound,
  movesOf,
  playFromDeal,
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

/** Three rounds of three decisions, each time the second choice (the moves "111-111-111"). */
const SECOND_CHOICE_EVERY_TIME = [
  [1, 1, 1],
  [1, 1, 1],
  [1, 1, 1],
];

describe('Gasta o Ahorra replay (the same rules on both sides)', () => {
  it('recomputes a played game exactly from the deal and the moves the browser sends', () => {
    const game = playGame(2, (s) => (s.money >= 25 ? 1 : 3), sequenceRandom(0, 0.99));
    expect(game.pocketMoney).toEqual([40, 59]);
    const moves = movesOf(game);
    expect(moves).toMatch(/^[0-3]{1,3}-[0-3]{1,3}-[0-3]{1,3}$/);
    const replayed = replaySpendOrSave(playFromDeal({ scenario: 2, pocketMoney: [40, 59] }, moves)!);
    expect(replayed).toEqual({ state: game });
    // The same moves on another deal are another game (or none at all).
    expect(replaySpendOrSave(playFromDeal({ scenario: 2, pocketMoney: [59, 59] }, moves)!)).not.toEqual({ state: game });
  });

  it('deals a start scenario and two pocket moneys within the rules, and a dealt game plays on them', () => {
    expect(dealSpendOrSave(() => 0)).toEqual({ scenario: 0, pocketMoney: [40, 40] });
    expect(dealSpendOrSave(() => 0.9999)).toEqual({ scenario: 4, pocketMoney: [59, 59] });
    for (let i = 0; i < 100; i += 1) {
      const deal = dealSpendOrSave(Math.random);
      expect(deal.scenario).toBeGreaterThanOrEqual(0);
      expect(deal.scenario).toBeLessThan(SCENARIOS.length);
      expect(deal.pocketMoney.every((m) => m >= 40 && m <= 59)).toBe(true);
    }
    const deal = { scenario: 1, pocketMoney: [44, 51] } as const;
    let state = initialSpendOrSave(deal.scenario, 'patineta');
    while (state.phase !== 'finished') {
      state = state.phase === 'round-over' ? finishDealtRound(state, deal) : choose(state, currentScenario(state).choices[3]!.id);
    }
    expect(state.pocketMoney).toEqual([44, 51]);
    expect(replaySpendOrSave(playFromDeal(deal, movesOf(state))!, 'patineta')).toEqual({ state });
  });

  describe('refuses a play the rules cannot reach', () => {
    const valid: SpendOrSavePlay = { startScenario: 0, rounds: SECOND_CHOICE_EVERY_TIME, pocketMoney: [59, 59] };
    const [, ...lastTwoRounds] = SECOND_CHOICE_EVERY_TIME;

    it('starts from a play it accepts', () => {
      expect('state' in replaySpendOrSave(valid)).toBe(true);
    });

    it.each<[string, Partial<SpendOrSavePlay>]>([
      // From 50 coins: videojuego (30), limones (12), then a regalo grande (20) with 8 left.
      ['a choice the money does not cover', { startScenario: 2, rounds: [[0, 0, 0], [1], [1]] }],
      ['a round that goes on after it ended', { rounds: [[1, 1, 1, 1], ...lastTwoRounds] }],
      ['a round that stops before it ended', { rounds: [[1, 1], ...lastTwoRounds] }],
      ['pocket money above 59', { pocketMoney: [60, 59] }],
      ['pocket money below 40', { pocketMoney: [39, 59] }],
      ['an unfinished game', { rounds: SECOND_CHOICE_EVERY_TIME.slice(0, 2) }],
      ['a start scenario that does not exist', { startScenario: 5 }],
      ['a choice that does not exist', { rounds: [[1, 1, 4], ...lastTwoRounds] }],
    ])('refuses %s', (_case, change) => {
      expect(replaySpendOrSave({ ...valid, ...change })).toEqual({ problem: SPEND_OR_SAVE_PROBLEMS.unreachable });
    });
  });

  it('reads only moves of the right shape', () => {
    const deal = { scenario: 0, pocketMoney: [40, 41] } as const;
    expect(playFromDeal(deal, '111-111-111')).toEqual({
      startScenario: 0,
      rounds: SECOND_CHOICE_EVERY_TIME,
      pocketMoney: [40, 41],
    });
    for (const bad of [null, 42, '1111-111-111', '111-111-111-1', '9', '1a1-111-111', ['111']]) expect(playFromDeal(deal, bad)).toBeNull();
    // An empty string has the shape (no decision at all) and the replay refuses it.
    expect(replaySpendOrSave(playFromDeal(deal, '')!)).toEqual({ problem: SPEND_OR_SAVE_PROBLEMS.unreachable });
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
