import type { SubscriptionStatusResponse, User } from '../api/generated/api';

/**
 * Who is looking at premium content:
 * - `loading`: the user or their subscription is still on its way;
 * - `visitor`: nobody is logged in;
 * - `free`: logged in without an active plan (also when billing could not answer);
 * - `premium`: billing says the subscription unlocks the plan (authorized, or pending inside the
 *   grace window: svc-billing decides, the browser only reads `premium`).
 */
export type PremiumStatus = 'loading' | 'visitor' | 'free' | 'premium';

/** Whether billing's answer unlocks the plan: the server decides, the browser never guesses from the status. */
export function hasPremiumAccess(subscription: Pick<SubscriptionStatusResponse, 'hasSubscription' | 'premium'> | null | undefined): boolean {
  return Boolean(subscription?.hasSubscription) && subscription?.premium === true;
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
