import { useCallback } from 'react';
import { dealSpendOrSave, type SpendOrSaveDeal } from '@universo/game-rules';
import { useCurrentUser } from '@universo/platform';
import { useStartPlayMutation } from '../../shared/learning/api/startPlay';
import type { Random } from '../../shared/random';

export interface DealtPlay {
  deal: SpendOrSaveDeal;
  /** svc-content's play, or null when the game was dealt here and nothing will be recorded. */
  playId: string | null;
  goalId: string;
}

/**
 * A new game's deal: a logged-in child's comes from svc-content (POST /api/axxon/plays), which
 * keeps it and later replays the reported moves against it. A visitor, a family without a child
 * profile or a failed request gets a deal made here: the game is the same, and nothing is recorded.
 */
export function useDealtPlay(random: Random): (goalId: string) => Promise<DealtPlay> {
  const { user } = useCurrentUser();
  const [startPlay] = useStartPlayMutation();
  const loggedIn = Boolean(user);
  return useCallback(
    async (goalId: string) => {
      if (loggedIn) {
        try {
          const play = await startPlay({ activity: 'gasta-ahorra', goal: goalId }).unwrap();
          return { deal: play.deal, playId: play.playId, goalId };
        } catch {
          // Played here instead: the game goes on, unrecorded.
        }
      }
      return { deal: dealSpendOrSave(random), playId: null, goalId };
    },
    [loggedIn, startPlay, random],
  );
}
