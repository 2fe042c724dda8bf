import { useCallback } from 'react';
import type { ProgressEventType } from '@universo/contracts';
import type { ProgressEventResponse } from '@universo/platform/api/content';
import { toast, useCurrentUser } from '@universo/platform';
import { useRecordProgressMutation } from './api/recordProgress';
import { browserEventId, type ProgressInput, progressEvent } from './progressEvent';

export type RecordProgress = (type: ProgressEventType, activity: string, input?: ProgressInput) => Promise<ProgressEventResponse | undefined>;

/**
 * Records what a logged-in child finished; a visitor records nothing. Best effort: 401 (session
 * gone) and 409 (no child profile yet) are expected and stay silent, like any other failure; the
 * game goes on. A reward the event unlocked is celebrated with a toast.
 */
export function useRecordProgress(): RecordProgress {
  const { user } = useCurrentUser();
  const [record] = useRecordProgressMutation();
  const loggedIn = Boolean(user);

  return useCallback<RecordProgress>(
    async (type, activity, input = {}) => {
      if (!loggedIn) return undefined;
      try {
        const answer = await record(progressEvent(type, activity, input, browserEventId)).unwrap();
        const [first, ...others] = answer.unlockedRewards;
        if (first) {
          toast({
            title: '¡Nueva recompensa desbloqueada!',
            description: [first, ...others].map((reward) => reward.rewardTitle).join(', '),
          });
        }
        return answer;
      } catch {
        return undefined;
      }
    },
    [loggedIn, record],
  );
}
