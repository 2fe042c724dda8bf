import { isPremiumStatus, type SubscriptionStatusResponse, type User } from '@universo/contracts';

/**
 * Who is looking at premium content:
 * - `loading`: the user or their subscription is still on its way;
 * - `visitor`: nobody is logged in;
 * - `free`: logged in without an active plan (also when billing could not answer);
 * - `premium`: a subscription exists and its status is authorized or pending (spec section 4).
 */
export type PremiumStatus = 'loading' | 'visitor' | 'free' | 'premium';

/** Spec section 4: premium access means a subscription exists and its status is authorized or pending. */
export function hasPremiumAccess(subscription: Pick<SubscriptionStatusResponse, 'hasSubscription' | 'status'> | null | undefined): boolean {
  return Boolean(subscription?.hasSubscription) && isPremiumStatus(subscription?.status);
}

export interface PremiumInputs {
  /** The current user: undefined while unknown, null when logged out. */
  user: User | null | undefined;
  /** The current-user read failed (network, 5xx): treated as a visitor. */
  userFailed: boolean;
  subscription: SubscriptionStatusResponse | undefined;
  subscriptionLoading: boolean;
}

/** Pure: the premium status from the two reads it depends on. */
export function premiumStatusOf({ user, userFailed, subscription, subscriptionLoading }: PremiumInputs): PremiumStatus {
  if (user === undefined) return userFailed ? 'visitor' : 'loading';
  if (user === null) return 'visitor';
  if (subscriptionLoading) return 'loading';
  return hasPremiumAccess(subscription) ? 'premium' : 'free';
}
