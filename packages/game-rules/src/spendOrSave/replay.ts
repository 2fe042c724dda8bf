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

/** The play as a progress event's flat `details` (short texts and numbers): `moves` is "013-21-330". */
export interface SpendOrSavePlayDetails {
  scenario: number;
  moves: string;
  money2: number;
  money3: number;
}

export const SPEND_OR_SAVE_PROBLEMS = {
  format: 'Las jugadas de Gasta o Ahorra no tienen la forma esperada (scenario, moves, money2 y money3)',
  unreachable: 'Esa partida de Gasta o Ahorra no se puede jugar con las reglas del juego',
  score: 'El puntaje o el ahorro no coinciden con lo que permiten las reglas de Gasta o Ahorra',
} as const;

/**
 * The most points one game can earn, whatever the choices and pocket money: all the money a game
 * can ever hold is 50 + 59 + 59 = 168 coins, and the best rate is saving (a fifth of the cost), so
 * never more than 33. A test searches every play to check it.
 */
export const SPEND_OR_SAVE_MAX_POINTS = 33;

/** The play of a finished game (what the browser sends). */
export function playOf(state: SpendOrSaveState): SpendOrSavePlay {
  const rounds: number[][] = Array.from({ length: state.round }, () => []);
  state.decisions.forEach((decision, k) => {
    const scenario = SCENARIOS[(state.startScenario + k) % SCENARIOS.length]!;
    rounds[decision.round - 1]?.push(scenario.choices.findIndex((c) => c.id === decision.choiceId));
  });
  return { startScenario: state.startScenario, rounds, pocketMoney: state.pocketMoney };
}

export function playDetails(play: SpendOrSavePlay): SpendOrSavePlayDetails {
  return {
    scenario: play.startScenario,
    moves: play.rounds.map((round) => round.join('')).join('-'),
    money2: play.pocketMoney[0] ?? 0,
    money3: play.pocketMoney[1] ?? 0,
  };
}

const MOVES = /^[0-3]{0,3}(-[0-3]{0,3}){0,2}$/;

/** The play in an event's details, or null when they do not have its shape. */
export function parsePlayDetails(details: Readonly<Record<string, unknown>> | null | undefined): SpendOrSavePlay | null {
  if (!details) return null;
  const { scenario, moves, money2, money3 } = details;
  if (!Number.isInteger(scenario) || typeof moves !== 'string' || !MOVES.test(moves)) return null;
  if (!Number.isInteger(money2) || !Number.isInteger(money3)) return null;
  return {
    startScenario: scenario as number,
    rounds: moves.split('-').map((round) => [...round].map(Number)),
    pocketMoney: [money2 as number, money3 as number],
  };
}

/**
 * Replays a play with the game's own rules: the final state, or the Spanish reason it cannot be
 * (a scenario or pocket money outside the rules, a choice the money did not cover, a round that
 * did not end when the rules end it, a game that did not reach its end).
 */
export function replaySpendOrSave(play: SpendOrSavePlay): { state: SpendOrSaveState } | { problem: string } {
  const unreachable = { problem: SPEND_OR_SAVE_PROBLEMS.unreachable };
  const { rounds: roundCount, nextRoundMoney } = SPEND_OR_SAVE_RULES;
  if (!Number.isInteger(play.startScenario) || play.startScenario < 0 || play.startScenario >= SCENARIOS.length) return unreachable;
  if (play.rounds.length !== roundCount || play.pocketMoney.length !== roundCount - 1) return unreachable;
  let state = initialSpendOrSave(play.startScenario);
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
