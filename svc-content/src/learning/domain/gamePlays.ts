import type { ProgressEventDetails, ProgressEventType } from '@universo/contracts';
import { parsePlayDetails, replaySpendOrSave, SPEND_OR_SAVE_MAX_POINTS, SPEND_OR_SAVE_PROBLEMS } from '@universo/game-rules';

/**
 * What the game's own rules say about a reported game: the score they recompute from its play, a
 * Spanish problem (400: a play the rules cannot reach, or a score or saving above or beside what
 * they give), or null when the event carries no play the service can replay (it then earns the
 * table's base, never a bonus). The rules are the module the game itself runs (@universo/game-rules).
 */
export type GameVerdict = { verifiedScore: number } | { problem: string } | null;

const PLAY_KEYS = ['scenario', 'moves', 'money2', 'money3'] as const;

function claimed(details: ProgressEventDetails | undefined, key: string): number | undefined {
  const value = details?.[key];
  return typeof value === 'number' ? value : undefined;
}

export function verifyGame(type: ProgressEventType, activity: string, points: number | undefined, details: ProgressEventDetails | undefined): GameVerdict {
  if (type !== 'game_finished' || activity !== 'gasta-ahorra') return null;
  const hasPlay = PLAY_KEYS.some((key) => details?.[key] !== undefined);
  if (!hasPlay) {
    return points !== undefined && points > SPEND_OR_SAVE_MAX_POINTS ? { problem: SPEND_OR_SAVE_PROBLEMS.score } : null;
  }
  const play = parsePlayDetails(details);
  if (!play) return { problem: SPEND_OR_SAVE_PROBLEMS.format };
  const replayed = replaySpendOrSave(play);
  if ('problem' in replayed) return replayed;
  const { state } = replayed;
  const mismatch = (value: number | undefined, actual: number) => value !== undefined && value !== actual;
  if (mismatch(points, state.points) || mismatch(claimed(details, 'points'), state.points) || mismatch(claimed(details, 'saved'), state.saved)) {
    return { problem: SPEND_OR_SAVE_PROBLEMS.score };
  }
  if (mismatch(claimed(details, 'decisions'), state.decisions.length)) return { problem: SPEND_OR_SAVE_PROBLEMS.score };
  return { verifiedScore: state.points };
}
