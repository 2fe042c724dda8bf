import {
  type EntitlementResponse,
  isPremiumStatus,
  SUBSCRIPTION_PLAN,
  type SubscriptionAccountResponse,
  type SubscriptionStatus,
  type SubscriptionStatusResponse,
} from '@universo/contracts';
import { guaranteeApplies, guaranteeEndsAt } from './moneyBackGuarantee';
import { nextPaymentDate } from './nextPaymentDate';
import type { Subscription, SubscriptionChange } from './subscription';
import { canCancel } from './subscriptionTransitions';

type SubscriptionFacts = Pick<Subscription, 'id' | 'status' | 'amount' | 'currency' | 'startDate' | 'initPoint' | 'createdAt'>;

/** Premium comes from billing alone: the latest subscription is authorized or pending. */
export function toEntitlement(status: SubscriptionStatus | null): EntitlementResponse {
  return { premium: isPremiumStatus(status), status };
}

/**
 * The upcoming charge: only an authorized subscription is charged. Computed from the start date,
 * so it never shows a day that has already passed.
 */
export function upcomingPaymentDate(subscription: Pick<Subscription, 'status' | 'startDate'>, now: Date): Date | null {
  if (subscription.status !== 'authorized' || subscription.startDate === null) return null;
  return nextPaymentDate(subscription.startDate, now);
}

/** GET /api/subscription-status: the latest subscription, or hasSubscription false and nulls. */
export function toStatusResponse(subscription: SubscriptionFacts | null, now: Date): SubscriptionStatusResponse {
  if (!subscription) {
    return { hasSubscription: false, status: null, amount: null, currency: null, nextPaymentDate: null, startDate: null };
  }
  return {
    hasSubscription: true,
    status: subscription.status,
    amount: subscription.amount,
    currency: subscription.currency,
    nextPaymentDate: upcomingPaymentDate(subscription, now)?.toISOString() ?? null,
    startDate: subscription.startDate?.toISOString() ?? null,
  };
}

/** GET /api/billing/subscription: the account page's view. */
export function toAccountView(
  subscription: SubscriptionFacts | null,
  history: readonly SubscriptionChange[],
  refundRequestedAt: Date | null,
  now: Date,
): SubscriptionAccountResponse {
  const start = subscription?.startDate ?? null;
  return {
    ...toStatusResponse(subscription, now),
    id: subscription?.id ?? null,
    planName: SUBSCRIPTION_PLAN.name,
    paymentLink: subscription?.status === 'pending' ? subscription.initPoint : null,
    canCancel: subscription !== null && canCancel(subscription.status),
    createdAt: subscription?.createdAt.toISOString() ?? null,
    guarantee: {
      days: SUBSCRIPTION_PLAN.guaranteeDays,
      applies: guaranteeApplies(start, now),
      endsAt: start ? guaranteeEndsAt(start).toISOString() : null,
      requestedAt: refundRequestedAt?.toISOString() ?? null,
    },
    history: history.map((h) => ({ from: h.fromStatus, to: h.toStatus, reason: h.reason, at: h.at.toISOString() })),
  };
}
