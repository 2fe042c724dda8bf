import type { SubscriptionStatusResponse } from '@universo/platform/api/billing';

/**
 * What /subscription-success may say, decided from billing's answer only (issue: the page tells
 * the truth). A payment page can send anyone here, so the address itself proves nothing.
 */
export type SuccessOutcome =
  | { kind: 'loading' }
  /** A visitor: nothing to congratulate, they sign in first. */
  | { kind: 'redirect'; to: '/login' | '/subscription' }
  /** The plan is authorised: the spec's welcome. */
  | { kind: 'welcome' }
  /** Pending inside the grace window: "Estamos confirmando tu pago". */
  | { kind: 'confirming'; graceEndsAt: string | null }
  /** Pending past the grace window: "Tu pago no se completó", with a way to try again. */
  | { kind: 'not-completed' }
  /** The provider refused the payment. */
  | { kind: 'rejected' }
  /** Cancelled, paused or a status this page does not know: the account page explains it. */
  | { kind: 'other' }
  /** Billing could not be read: say so, offer a retry; never congratulate. */
  | { kind: 'error' };

export interface SuccessInputs {
  isLoggedIn: boolean;
  isUserLoading: boolean;
  isLoading: boolean;
  isError: boolean;
  subscription: Pick<SubscriptionStatusResponse, 'hasSubscription' | 'status' | 'premium' | 'graceEndsAt'> | undefined;
}

export function successOutcome({ isLoggedIn, isUserLoading, isLoading, isError, subscription }: SuccessInputs): SuccessOutcome {
  if (isUserLoading) return { kind: 'loading' };
  if (!isLoggedIn) return { kind: 'redirect', to: '/login' };
  if (isLoading) return { kind: 'loading' };
  if (isError || !subscription) return { kind: 'error' };
  if (!subscription.hasSubscription || subscription.status === null) return { kind: 'redirect', to: '/subscription' };
  switch (subscription.status) {
    case 'authorized':
      // Billing's `premium` is the last word: an authorised status it does not honour is no welcome.
      return subscription.premium ? { kind: 'welcome' } : { kind: 'other' };
    case 'pending':
      return subscription.premium ? { kind: 'confirming', graceEndsAt: subscription.graceEndsAt } : { kind: 'not-completed' };
    case 'expired':
      return { kind: 'not-completed' };
    case 'rejected':
      return { kind: 'rejected' };
    default:
      return { kind: 'other' };
  }
}
