// The JSON this service takes and answers, as its handlers return it and its DTOs implement it.
// Its OpenAPI document is generated from these (npm run openapi), and the front ends' types
// from the document (@universo/platform/api/*): the front ends never import this file.
import type { ProductCurrency, ProductType, ReportedSubscriptionStatus, SubscriptionChangeReason, SubscriptionStatus } from '@universo/contracts';

export interface SubscriptionHistoryEntry {
  from: SubscriptionStatus | null;
  to: SubscriptionStatus;
  reason: SubscriptionChangeReason;
  at: string;
}

/** The 30-day money-back guarantee of a subscription: counted from its start date. */
export interface MoneyBackGuarantee {
  days: number;
  applies: boolean;
  endsAt: string | null;
  requestedAt: string | null;
}

export interface Product {
  id: number;
  name: string;
  description: string;
  /** Integer cents; shown divided by 100 with two decimals, with its currency named. */
  price: number;
  /** ISO 4217 code of `price` (added to the spec's shape: every price names its currency). */
  currency: ProductCurrency;
  type: ProductType;
  imageUrl: string | null;
  features: string[];
  isActive: boolean;
  createdAt: string;
}

export interface SubscriptionStatusResponse {
  hasSubscription: boolean;
  status: ReportedSubscriptionStatus | null;
  amount: number | null;
  currency: string | null;
  nextPaymentDate: string | null;
  startDate: string | null;
  /** Whether this subscription unlocks the plan now (billing's decision; see EntitlementResponse). */
  premium: boolean;
  /** While `pending`: when the grace window ends (ISO); null otherwise. */
  graceEndsAt: string | null;
}

/** POST /api/create-subscription: the body must be exactly this. */
export interface CreateSubscriptionRequest {
  currency: 'COP';
  country: 'CO';
}

/** POST /api/create-subscription answer: the payment link the browser is sent to, and our subscription id. */
export interface CreateSubscriptionResponse {
  init_point: string;
  id: string;
}

/** GET /api/billing/subscription: the account page's view of the latest subscription. */
export interface SubscriptionAccountResponse extends SubscriptionStatusResponse {
  id: string | null;
  planName: string;
  /** The payment link, only while the subscription waits for payment. */
  paymentLink: string | null;
  canCancel: boolean;
  createdAt: string | null;
  guarantee: MoneyBackGuarantee;
  /** Oldest first. */
  history: SubscriptionHistoryEntry[];
}

/** POST /api/billing/cancel answer. */
export interface CancelSubscriptionResponse {
  message: string;
  subscription: SubscriptionAccountResponse;
}

/** POST /api/billing/refund-request body: an optional short note from the family. */
export interface RefundRequestBody {
  message?: string;
}

/** POST /api/billing/refund-request answer (the same answer when asked again). */
export interface RefundRequestResponse {
  message: string;
  subscriptionId: string;
  requestedAt: string;
}
