import type { SubscriptionStatus } from '@universo/contracts';

/**
 * Which status may follow which. Cancelled and rejected are final: a family that cancelled, or
 * whose payment was rejected, starts a new subscription instead, so a late or replayed
 * 'authorized' can never bring one back.
 */
const NEXT_STATUSES: Readonly<Record<SubscriptionStatus, readonly SubscriptionStatus[]>> = {
  pending: ['authorized', 'paused', 'cancelled', 'rejected'],
  authorized: ['paused', 'cancelled'],
  paused: ['authorized', 'cancelled'],
  cancelled: [],
  rejected: [],
};

/** Final statuses: nothing changes them any more, and they do not block a new subscription. */
const CLOSED_STATUSES: readonly SubscriptionStatus[] = ['cancelled', 'rejected'];

export function canTransition(from: SubscriptionStatus, to: SubscriptionStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** Open subscriptions block a new one (one per family at a time) and can be cancelled. */
export function isOpen(status: SubscriptionStatus): boolean {
  return !CLOSED_STATUSES.includes(status);
}

export function canCancel(status: SubscriptionStatus): boolean {
  return canTransition(status, 'cancelled');
}

/** What billing knows of a subscription when a provider event arrives. */
export interface AppliedState {
  status: SubscriptionStatus;
  /** The provider's time of the last state applied (null before the first event). */
  lastEventAt: Date | null;
}

/** A state the provider reports, stamped with the provider's own time for it. */
export interface ProviderEvent {
  status: SubscriptionStatus;
  occurredAt: Date;
}

export type ProviderEventDecision =
  /** The status changes. */
  | { outcome: 'applied'; status: SubscriptionStatus }
  /** Same status, newer event: only the ordering mark moves forward. */
  | { outcome: 'unchanged' }
  /** Older than (or as old as) the last applied event: delivered out of order. */
  | { outcome: 'stale' }
  /** The subscription is cancelled or its payment was rejected: nothing changes it any more. */
  | { outcome: 'terminal' }
  /** A newer event whose status may not follow the current one (authorized -> pending). */
  | { outcome: 'not_allowed' };

/**
 * Decides what a provider event does. Providers deliver notifications at least once and in any
 * order, so an event only counts if it is newer than the last one applied, and never revives a
 * cancelled subscription.
 */
export function decideProviderEvent(current: AppliedState, event: ProviderEvent): ProviderEventDecision {
  if (!isOpen(current.status)) return { outcome: 'terminal' };
  if (current.lastEventAt !== null && event.occurredAt.getTime() <= current.lastEventAt.getTime()) return { outcome: 'stale' };
  if (event.status === current.status) return { outcome: 'unchanged' };
  if (!canTransition(current.status, event.status)) return { outcome: 'not_allowed' };
  return { outcome: 'applied', status: event.status };
}

/** Whether a decision moves the subscription's ordering mark to the event's time. */
export function advancesEventClock(decision: ProviderEventDecision): boolean {
  return decision.outcome === 'applied' || decision.outcome === 'unchanged';
}
