import { SUBSCRIPTION_PLAN } from '@universo/contracts';

/** The body of POST /preapproval: a monthly subscription without a plan, waiting for payment. */
export interface PreapprovalRequest {
  reason: string;
  external_reference: string;
  payer_email: string;
  auto_recurring: {
    frequency: 1;
    frequency_type: 'months';
    transaction_amount: number;
    currency_id: string;
  };
  back_url: string;
  status: 'pending';
}

export function preapprovalRequest(subscriptionId: string, payerEmail: string, publicUrl: string): PreapprovalRequest {
  return {
    reason: SUBSCRIPTION_PLAN.name,
    external_reference: subscriptionId,
    payer_email: payerEmail,
    auto_recurring: {
      frequency: 1,
      frequency_type: 'months',
      transaction_amount: SUBSCRIPTION_PLAN.amount,
      currency_id: SUBSCRIPTION_PLAN.currency,
    },
    back_url: `${publicUrl.replace(/\/+$/, '')}/subscription-success`,
    status: 'pending',
  };
}
