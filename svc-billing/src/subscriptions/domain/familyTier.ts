import type { EntitlementResponse, ReportedSubscriptionStatus } from '@universo/contracts';
import type { Subscription } from './subscription';
import { upcomingPaymentDateOf } from './upcomingPayment';

const HOUR_MS = 60 * 60 * 1000;

/** How long a payment may stay pending and still unlock the plan (PENDING_GRACE_HOURS, default 72). */
export const DEFAULT_PENDING_GRACE_HOURS = 72;

type TierFacts = Pick<Subscription, 'status' | 'createdAt' | 'startDate'>;

/** The end of a pending payment's grace window, counted from when the family started paying. */
export function graceEndsAt(subscription: Pick<Subscription, 'createdAt'>, graceHours: number): Date {
  return new Date(subscription.createdAt.getTime() + graceHours * HOUR_MS);
}

/**
 * What billing reports for a subscription: its stored status, except a payment still pending
 * after the grace window, which reads `expired` (a late provider notification can still
 * authorize it: the stored status stays `pending`). A deliberate deviation from the spec's
 * "authorized or pending", see docs/spec-deviations.md.
 */
export function reportedStatus(subscription: Pick<Subscription, 'status' | 'createdAt'>, now: Date, graceHours: number): ReportedSubscriptionStatus {
  if (subscription.status === 'pending' && now.getTime() >= graceEndsAt(subscription, graceHours).getTime()) return 'expired';
  return subscription.status;
}

/** Whether a reported status unlocks the plan: authorized, or pending inside the grace window. */
export function unlocksPlan(status: ReportedSubscriptionStatus | null): boolean {
  return status === 'authorized' || status === 'pending';
}

/**
 * The family's tier: the one decision every service asks billing for. `loggedIn` false is a
 * visitor whatever else is known; `latest` is the family's latest subscription (or null).
 */
export function familyEntitlement(loggedIn: boolean, latest: TierFacts | null, now: Date, graceHours: number): EntitlementResponse {
  if (!loggedIn) return { tier: 'visitor', premium: false, status: null, until: null };
  if (!latest) return { tier: 'free', premium: false, status: null, until: null };
  const status = reportedStatus(latest, now, graceHours);
  const premium = unlocksPlan(status);
  let until: Date | null = null;
  if (status === 'pending') until = graceEndsAt(latest, graceHours);
  if (status === 'authorized') until = upcomingPaymentDateOf(latest, now);
  return { tier: premium ? 'premium' : 'free', premium, status, until: until?.toISOString() ?? null };
}
