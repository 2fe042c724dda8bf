import { useEffect } from 'react';
import { useAppDispatch } from '@universo/platform';
import { communityApi } from '../../shared/communityApi';
import { needsSecondFactor } from './secondFactor';

/**
 * A moderation list refused for a missing second factor (its 12 hours ended while the page was
 * open): the page asks svc-auth again, and the code prompt takes the queue's place.
 */
export function useSecondFactorRefusal(error: unknown): void {
  const dispatch = useAppDispatch();
  const refused = needsSecondFactor(error);
  useEffect(() => {
    if (refused) dispatch(communityApi.util.invalidateTags(['AdminSession']));
  }, [refused, dispatch]);
}
