import { nextPaymentDate } from './nextPaymentDate';
import type { Subscription } from './subscription';

/**
 * The upcoming charge: only an authorized subscription is charged. Computed from the start date,
 * so it never shows a day that has already passed.
 */
export function upcomingPaymentDateOf(subscription: Pick<Subscription, 'status' | 'startDate'>, now: Date): Date | null {
  if (subscription.status !== 'authorized' || subscription.startDate === null) return null;
  return nextPaymentDate(subscription.startDate, now);
}
