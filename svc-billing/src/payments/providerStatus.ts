import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@universo/contracts';

/**
 * MercadoPago's preapproval statuses (which the sandbox copies) are our own four; anything else a
 * provider may add is unknown to billing and changes nothing.
 */
export function toSubscriptionStatus(providerStatus: unknown): SubscriptionStatus | null {
  return typeof providerStatus === 'string' && (SUBSCRIPTION_STATUSES as readonly string[]).includes(providerStatus)
    ? (providerStatus as SubscriptionStatus)
    : null;
}
