import type { ProgressEventDetails, ProgressEventType } from '@universo/contracts';
import { SPEND_OR_SAVE_MAX_POINTS, SPEND_OR_SAVE_PROBLEMS } from '@universo/game-rules';
import { PLAY_MESSAGES } from '../plays.messages';

/**
 * What the service says about a reported game without a dealt play: a Spanish problem (400: moves
 * without the play they were dealt on, or a score above what any game allows), or null (the event
 * then earns the table's base, never a bonus: a game played offline or by an older client). A
 * Gasta o Ahorra play with its `playId` is replayed against the service's own deal
 * (domain/dealtPlays.ts), with the module the game itself runs (@universo/game-rules).
 */
export type GameVerdict = { verifiedScore: number } | { problem: string } | null;

// The keys of a play the browser used to deal itself: a play is now the service's to deal.
const PLAY_KEYS = ['scenario', 'moves', 'money2', 'money3'] as const;

export function verifyGame(type: ProgressEventType, activity: string, points: number | undefined, details: ProgressEventDetails | undefined): GameVerdict {
  if (type !== 'game_finished' || activity !== 'gasta-ahorra') return null;
  if (PLAY_KEYS.some((key) => details?.[key] !== undefined)) return { problem: PLAY_MESSAGES.needsPlay };
  return points !== undefined && points > SPEND_OR_SAVE_MAX_POINTS ? { problem: SPEND_OR_SAVE_PROBLEMS.score } : null;
}
