import type { SubscriptionStatusResponse } from '@universo/platform/api/billing';
import { invalidateSubscriptionStatus, SUBSCRIPTION_STATUS_FRESH_SECONDS, subscriptionStatusApi, useAppDispatch, useCurrentUser } from '@universo/platform';
import { useEffect } from 'react';
import { statusMessageOf } from './subscriptionStatus';

export interface SubscriptionStatusState {
  isLoggedIn: boolean;
  /** The current user is still unknown. */
  isUserLoading: boolean;
  subscription: SubscriptionStatusResponse | undefined;
  /** The status of a logged-in family is on its way. */
  isLoading: boolean;
  isFetching: boolean;
  /** Spec section 8: a failed read shows no message. */
  isError: boolean;
  /** Spec section 4's sentence, or null while unknown or unreadable. */
  message: string | null;
  refetch: () => void;
}

/**
 * The family's subscription status, from the platform's query (the cache the premium gate reads):
 * asked only when someone is logged in, fresh for 5 minutes (spec sections 6 and 7).
 */
export function useSubscriptionStatus(): SubscriptionStatusState {
  const { isLoggedIn, isLoading: isUserLoading } = useCurrentUser();
  const query = subscriptionStatusApi.useGetSubscriptionStatusQuery(undefined, {
    skip: !isLoggedIn,
    refetchOnMountOrArgChange: SUBSCRIPTION_STATUS_FRESH_SECONDS,
  });
  const subscription = isLoggedIn ? query.data : undefined;
  const isLoading = isUserLoading || (isLoggedIn && (query.isUninitialized || query.isLoading));
  const isError = isLoggedIn && query.isError;
  return {
    isLoggedIn,
    isUserLoading,
    subscription,
    isLoading,
    isFetching: query.isFetching,
    isError,
    message: isLoading || isError ? null : statusMessageOf(subscription, isLoggedIn),
    refetch: () => {
      if (isLoggedIn) void query.refetch();
    },
  };
}

/**
 * On the page a payment returns to: the cached subscription status (kept 5 minutes) is read
 * again. Call it before the hooks that read the status, so a cached answer is dropped before they
 * subscribe instead of being shown first.
 */
export function useRefreshSubscriptionStatusOnArrival(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(invalidateSubscriptionStatus());
  }, [dispatch]);
}
