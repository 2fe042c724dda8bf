import type { SubscriptionStatus } from '@universo/contracts';
import type { PaymentProviderName } from '../config';

export interface CheckoutRequest {
  /** Our subscription id: the provider's external reference. */
  subscriptionId: string;
  userId: string;
  /** The family's session token, for providers that need the payer's e-mail from svc-auth. */
  sessionToken: string | undefined;
}

export interface Checkout {
  providerSubscriptionId: string;
  /** Where the browser goes to pay. */
  initPoint: string;
}

/** A subscription as the provider reports it when asked. */
export interface ProviderSubscriptionState {
  providerSubscriptionId: string;
  /** Our subscription id, as we gave it at checkout. */
  externalReference: string | null;
  /** Null for a status billing does not know. */
  status: SubscriptionStatus | null;
  rawStatus: string;
  /** The provider's time of this state: orders notifications that arrive out of order. */
  lastModified: Date;
}

/** What billing needs from a payment provider. One is configured (PAYMENT_PROVIDER). */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Verifies the provider's notifications (see signedNotification.ts). */
  readonly webhookSecret: string;
  startCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** The current state of a provider subscription, or null when the provider does not know it. */
  fetchSubscription(providerSubscriptionId: string): Promise<ProviderSubscriptionState | null>;
  cancel(providerSubscriptionId: string): Promise<void>;
}

/** The notification topics about subscriptions (webhooks v2 and the older IPN name). */
export const SUBSCRIPTION_TOPICS: ReadonlySet<string> = new Set(['subscription_preapproval', 'preapproval']);
