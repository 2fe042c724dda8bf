import { SUBSCRIPTION_PLAN } from '@universo/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the money-back guarantee: 30 full days after the subscription started. */
export function guaranteeEndsAt(startDate: Date, days: number = SUBSCRIPTION_PLAN.guaranteeDays): Date {
  return new Date(startDate.getTime() + days * DAY_MS);
}

/** Whether a family may still ask for its money back: only a started (paid) subscription, within the window. */
export function guaranteeApplies(startDate: Date | null, now: Date, days: number = SUBSCRIPTION_PLAN.guaranteeDays): boolean {
  return startDate !== null && now.getTime() < guaranteeEndsAt(startDate, days).getTime();
}
