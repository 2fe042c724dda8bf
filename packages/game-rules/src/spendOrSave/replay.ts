import { type Random, randomInt } from '../random';
import { SCENARIOS } from './scenarios';
import { canChoose, choose, currentScenario, finishRoundWith, initialSpendOrSave, SPEND_OR_SAVE_RULES, type SpendOrSaveState } from './spendOrSave';

/**
 * A finished game of Gasta o Ahorra as the browser reports it: the scenario it started on, the
 * choice picked at each decision (its position 0 to 3 in that decision's scenario), round by round,
 * and the pocket money each later round gave. With these the rules replay the whole game, so the
 * points and savings are recomputed, never taken from the report.
 */
export interface SpendOrSavePlay {
  startScenario: number;
  rounds: readonly (readonly number[])[];
  pocketMoney: readonly number[];
}

/**
 * What the service deals when a play starts (POST /api/axxon/plays): the scenario the game starts
 * on and the pocket money of rounds 2 and 3. The game plays on it; the service replays the
 * reported moves against its own stored deal, never one the browser reports.
 */
export interface SpendOrSaveDeal {
  scenario: number;
  pocketMoney: readonly [number, number];
}

export const SPEND_OR_SAVE_PROBLEMS = {
  format: 'Las jugadas de Gasta o Ahorra (moves) no tienen la forma esperada, por ejemplo "013-21-330"',
  unreachable: 'Esa partida de Gasta o Ahorra no se puede jugar con las reglas del juego',
  score: 'El puntaje o el ahorro no coinciden con lo que permiten las reglas de Gasta o Ahorra',
} as const;

/**
 * The most points one game can earn, whatever the choices and pocket money: all the money a game
 * can ever hold is 50 + 59 + 59 = 168 coins, and the best rate is saving (a fifth of the cost), so
 * never more than 33. A test searches every play to check it.
 */
export const SPEND_OR_SAVE_MAX_POINTS = 33;

/** A deal within the rules: any start scenario, each later round's pocket money 40 to 59. */
export function dealSpendOrSave(random: Random): SpendOrSaveDeal {
  const { min, max } = SPEND_OR_SAVE_RULES.nextRoundMoney;
  return { scenario: randomInt(random, 0, SCENARIOS.length - 1), pocketMoney: [randomInt(random, min, max), randomInt(random, min, max)] };
}

/** The play of a finished game (its deal and the position of each choice, round by round). */
export function playOf(state: SpendOrSaveState): SpendOrSavePlay {
  const rounds: number[][] = Array.from({ length: state.round }, () => []);
  state.decisions.forEach((decision, k) => {
    const scenario = SCENARIOS[(state.startScenario + k) % SCENARIOS.length]!;
    rounds[decision.round - 1]?.push(scenario.choices.findIndex((c) => c.id === decision.choiceId));
  });
  return { startScenario: state.startScenario, rounds, pocketMoney: state.pocketMoney };
}

/** The moves as the progress event carries them: "013-21-330" (the choice of each decision, rounds split by "-"). */
export function movesOf(state: SpendOrSaveState): string {
  return playOf(state)
    .rounds.map((round) => round.join(''))
    .join('-');
}

const MOVES = /^[0-3]{0,3}(-[0-3]{0,3}){0,2}$/;

/** The reported moves on a dealt game, or null when the moves do not have their shape. */
export function playFromDeal(deal: SpendOrSaveDeal, moves: unknown): SpendOrSavePlay | null {
  if (typeof moves !== 'string' || !MOVES.test(moves)) return null;
  return { startScenario: deal.scenario, rounds: moves.split('-').map((round) => [...round].map(Number)), pocketMoney: [...deal.pocketMoney] };
}

/**
 * Replays a play with the game's own rules: the final state, or the Spanish reason it cannot be
 * (a scenario or pocket money outside the rules, a choice the money did not cover, a round that
 * did not end when the rules end it, a game that did not reach its end).
 */
export function replaySpendOrSave(play: SpendOrSavePlay, goalId: string | null = null): { state: SpendOrSaveState } | { problem: string } {
  const unreachable = { problem: SPEND_OR_SAVE_PROBLEMS.unreachable };
  const { rounds: roundCount, nextRoundMoney } = SPEND_OR_SAVE_RULES;
  if (!Number.isInteger(play.startScenario) || play.startScenario < 0 || play.startScenario >= SCENARIOS.length) return unreachable;
  if (play.rounds.length !== roundCount || play.pocketMoney.length !== roundCount - 1) return unreachable;
  let state = initialSpendOrSave(play.startScenario, goalId);
  for (const [r, round] of play.rounds.entries()) {
    if (r > 0) {
      const money = play.pocketMoney[r - 1]!;
      if (!Number.isInteger(money) || money < nextRoundMoney.min || money > nextRoundMoney.max) return unreachable;
      state = finishRoundWith(state, money);
    }
    for (const index of round) {
      const choice = currentScenario(state).choices[index];
      if (!choice || !canChoose(state, choice)) return unreachable;
      state = choose(state, choice.id);
    }
    if (state.phase !== 'round-over') return unreachable;
  }
  state = finishRoundWith(state, 0);
  return state.phase === 'finished' ? { state } : unreachable;
}

/** The end of a round on a dealt game: the next round's pocket money is the deal's, never a new draw. */
export function finishDealtRound(state: SpendOrSaveState, deal: SpendOrSaveDeal): SpendOrSaveState {
  return finishRoundWith(state, deal.pocketMoney[state.round - 1] ?? 0);
}
