import { SUBSCRIPTION_PLAN } from '@universo/contracts';
import type { SubscriptionAccountResponse, SubscriptionStatusResponse } from '../../apiShapes';
import { guaranteeApplies, guaranteeEndsAt } from './moneyBackGuarantee';
import { familyEntitlement, graceEndsAt } from './familyTier';
import type { Subscription, SubscriptionChange } from './subscription';
import { canCancel } from './subscriptionTransitions';
import { upcomingPaymentDateOf } from './upcomingPayment';

type SubscriptionFacts = Pick<Subscription, 'id' | 'status' | 'amount' | 'currency' | 'startDate' | 'initPoint' | 'createdAt'>;

/** The status of a family that never subscribed: no subscription, no premium, every other field null. */
export const NO_SUBSCRIPTION_STATUS: Readonly<SubscriptionStatusResponse> = {
  hasSubscription: false,
  status: null,
  amount: null,
  currency: null,
  nextPaymentDate: null,
  startDate: null,
  premium: false,
  graceEndsAt: null,
};

/** GET /api/subscription-status: the latest subscription, or NO_SUBSCRIPTION_STATUS. */
export function toStatusResponse(subscription: SubscriptionFacts | null, now: Date, graceHours: number): SubscriptionStatusResponse {
  if (!subscription) return { ...NO_SUBSCRIPTION_STATUS };
  const entitlement = familyEntitlement(true, subscription, now, graceHours);
  return {
    hasSubscription: true,
    status: entitlement.status,
    amount: subscription.amount,
    currency: subscription.currency,
    nextPaymentDate: upcomingPaymentDateOf(subscription, now)?.toISOString() ?? null,
    startDate: subscription.startDate?.toISOString() ?? null,
    premium: entitlement.premium,
    graceEndsAt: entitlement.status === 'pending' ? graceEndsAt(subscription, graceHours).toISOString() : null,
  };
}

/** GET /api/billing/subscription: the account page's view. */
export function toAccountView(
  subscription: SubscriptionFacts | null,
  history: readonly SubscriptionChange[],
  refundRequestedAt: Date | null,
  now: Date,
  graceHours: number,
): SubscriptionAccountResponse {
  const start = subscription?.startDate ?? null;
  const status = toStatusResponse(subscription, now, graceHours);
  return {
    ...status,
    id: subscription?.id ?? null,
    planName: SUBSCRIPTION_PLAN.name,
    // The provider's link takes the payment as long as the subscription waits for it, also past
    // the grace window ("Tu pago no se completó": try again), and a late payment still counts.
    paymentLink: status.status === 'pending' || status.status === 'expired' ? (subscription?.initPoint ?? null) : null,
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
