import type { ProgressEventType } from '@universo/contracts';
import type { ProgressEventDetails } from '../../apiShapes';
import {
  LEMONADE_PROBLEMS,
  lemonadeOutcome,
  replayLemonade,
  replaySimulator,
  SIMULATOR_PROBLEMS,
  simulatorOutcome,
  SPEND_OR_SAVE_MAX_POINTS,
  SPEND_OR_SAVE_PROBLEMS,
} from '@universo/game-rules';
import { SIMULATOR } from '../../magic-zone/data/advancedGames';
import { PLAY_MESSAGES } from '../plays.messages';
import { claimsDiffer } from './dealtPlays';

/**
 * What the service says about a reported game without a dealt play: a Spanish problem (400), a
 * verified score with the service's own account of the game (stored instead of the browser's
 * details), or null (the event earns the table's base, never a bonus).
 * - Gasta o Ahorra: moves need the play they were dealt on (domain/dealtPlays.ts); without one,
 *   only a score above what any game allows is refused (a game played offline or by an older client).
 * - Simulador de Negocio (no chance): the season's moves are required and replayed here with the
 *   game's own rules and the service's own numbers (magic-zone/data), with @universo/game-rules,
 *   the module the game itself runs.
 * - Puesto de Limonada (no chance): the day the calculator reports (quantities, price, cups sold)
 *   is recomputed with the stand's own arithmetic; without it the event earns the table's base and
 *   may claim no result (its stored details are then none).
 */
export type GameVerdict = { verifiedScore: number; details?: ProgressEventDetails } | { problem: string } | null;

// The keys of a play the browser used to deal itself: a play is now the service's to deal.
const PLAY_KEYS = ['scenario', 'moves', 'money2', 'money3'] as const;

export function verifySimulator(points: number | undefined, details: ProgressEventDetails | undefined): GameVerdict {
  const replayed = replaySimulator(SIMULATOR, details?.moves);
  if ('problem' in replayed) return replayed;
  const outcome = simulatorOutcome(SIMULATOR, replayed.state);
  const { moves, ...numbers } = outcome;
  if (claimsDiffer({ ...details, points }, { ...numbers, points: outcome.score })) return { problem: SIMULATOR_PROBLEMS.result };
  return { verifiedScore: outcome.score, details: { moves, ...numbers } };
}

// What a lemonade day used to claim without its report: the service now keeps its own accounts.
const LEMONADE_RESULT_KEYS = ['cost', 'price', 'cupsSold', 'income', 'profit', 'score'] as const;

export function verifyLemonade(points: number | undefined, details: ProgressEventDetails | undefined): GameVerdict {
  if (details?.moves === undefined) {
    return LEMONADE_RESULT_KEYS.some((key) => details?.[key] !== undefined) ? { problem: LEMONADE_PROBLEMS.format } : null;
  }
  const replayed = replayLemonade(details.moves);
  if ('problem' in replayed) return replayed;
  const { moves, ...numbers } = lemonadeOutcome(replayed.report, replayed.day);
  if (claimsDiffer({ ...details, points }, { ...numbers, points: numbers.score })) return { problem: LEMONADE_PROBLEMS.result };
  return { verifiedScore: numbers.score, details: { moves, ...numbers } };
}

export function verifyGame(type: ProgressEventType, activity: string, points: number | undefined, details: ProgressEventDetails | undefined): GameVerdict {
  if (type !== 'game_finished') return null;
  if (activity === 'simulador') return verifySimulator(points, details);
  if (activity === 'limonada') return verifyLemonade(points, details);
  // A game with chance counts only on the play the service dealt (domain/dealtPlays.ts).
  if (activity === 'estrategia') return { problem: PLAY_MESSAGES.needsMarketPlay };
  if (activity === 'inversion') return { problem: PLAY_MESSAGES.needsInvestmentPlay };
  if (activity !== 'gasta-ahorra') return null;
  if (PLAY_KEYS.some((key) => details?.[key] !== undefined)) return { problem: PLAY_MESSAGES.needsPlay };
  return points !== undefined && points > SPEND_OR_SAVE_MAX_POINTS ? { problem: SPEND_OR_SAVE_PROBLEMS.score } : null;
}
