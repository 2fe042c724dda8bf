import type { SubscriptionChangeReason, SubscriptionStatus } from '@universo/contracts';

/** A family's subscription, as billing keeps it. */
export interface Subscription {
  id: string;
  userId: string;
  plan: string;
  /** Whole pesos (COP has no cents in practice): 79900. */
  amount: number;
  currency: string;
  status: SubscriptionStatus;
  provider: string;
  providerSubscriptionId: string | null;
  initPoint: string | null;
  startDate: Date | null;
  nextPaymentDate: Date | null;
  /** The provider's time of the last state applied: the ordering mark for notifications. */
  lastEventAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One row of a subscription's append-only history. */
export interface SubscriptionChange {
  fromStatus: SubscriptionStatus | null;
  toStatus: SubscriptionStatus;
  reason: SubscriptionChangeReason;
  eventId: string | null;
  at: Date;
}
