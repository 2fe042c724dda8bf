import { useCallback } from 'react';
import { dealSpendOrSave, type SpendOrSaveDeal } from '@universo/game-rules';
import { useStartDealtPlay } from '../../shared/learning/useDealtGame';
import type { Random } from '../../shared/random';

export interface DealtPlay {
  deal: SpendOrSaveDeal;
  /** svc-content's play, or null when the game was dealt here and nothing will be recorded. */
  playId: string | null;
  goalId: string;
}

/**
 * A new game's deal with the savings goal the child picked: svc-content's for a logged-in child,
 * made here otherwise (see useStartDealtPlay).
 */
export function useDealtPlay(random: Random): (goalId: string) => Promise<DealtPlay> {
  const start = useStartDealtPlay();
  return useCallback(
    async (goalId: string) => {
      const play = await start({ activity: 'gasta-ahorra', goal: goalId }, () => {
        const { scenario, pocketMoney } = dealSpendOrSave(random);
        return { scenario, pocketMoney: [pocketMoney[0], pocketMoney[1]] };
      });
      return { ...play, goalId };
    },
    [start, random],
  );
}
