import type { SubscriptionStatusResponse, User } from '../api/generated/api';
import { useCurrentUser } from '../auth/useCurrentUser';
import { SUBSCRIPTION_STATUS_FRESH_SECONDS, subscriptionStatusApi } from './api/getSubscriptionStatus';
import { type PremiumStatus, premiumStatusOf } from './premiumAccess';

export interface PremiumState {
  status: PremiumStatus;
  /** The last answer of `GET /api/subscription-status` (undefined for visitors and while loading). */
  subscription: SubscriptionStatusResponse | undefined;
  user: User | null | undefined;
  isLoggedIn: boolean;
  /** Billing did not answer: the family is shown as `free` meanwhile (services enforce premium themselves). */
  subscriptionFailed: boolean;
}

/**
 * Whether the family may see premium content. The subscription status is asked only when someone
 * is logged in, and is fresh for 5 minutes (spec sections 6 and 7).
 */
export function usePremium(): PremiumState {
  const { user, error: userError } = useCurrentUser();
  const isLoggedIn = Boolean(user);
  const subscription = subscriptionStatusApi.useGetSubscriptionStatusQuery(undefined, {
    skip: !isLoggedIn,
    refetchOnMountOrArgChange: SUBSCRIPTION_STATUS_FRESH_SECONDS,
  });
  // Right after login the query has not started yet: that is loading too, not "free".
  const subscriptionLoading = isLoggedIn && (subscription.isUninitialized || subscription.isLoading);
  const data = isLoggedIn ? subscription.data : undefined;
  return {
    status: premiumStatusOf({ user, userFailed: Boolean(userError), subscription: data, subscriptionLoading }),
    subscription: data,
    user,
    isLoggedIn,
    subscriptionFailed: isLoggedIn && subscription.isError,
  };
}
