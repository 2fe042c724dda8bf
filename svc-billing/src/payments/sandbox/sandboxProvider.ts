import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SUBSCRIPTION_PLAN } from '@universo/contracts';
import { SERVICE_CONFIG } from '@universo/service-kit';
import { randomUUID } from 'node:crypto';
import { In, Repository } from 'typeorm';
import { BillingConfig, sandboxWebhookSecret } from '../../config';
import { type IncomingNotification, signNotificationHeaders } from '../../notifications/domain/signedNotification';
import type { Checkout, CheckoutRequest, PaymentProvider, ProviderSubscriptionState } from '../paymentProvider';
import { toSubscriptionStatus } from '../providerStatus';
import { type SandboxChoice, sandboxOutcome, statusAfter } from './sandboxDecision';
import { SandboxPreapprovalEntity } from './sandboxPreapproval.entity';

export const SANDBOX_CHECKOUT_PATH = '/api/billing/sandbox/checkout';

export type SandboxDecisionResult = { outcome: 'not_found' } | { outcome: 'decide' | 'repeat' | 'conflict'; preapproval: SandboxPreapprovalEntity };

/**
 * A payment provider that lives inside billing, so the whole flow works on a fresh machine: its
 * "checkout" is a test page served by billing, its records are the sandbox_preapprovals table,
 * and it tells billing about a decision with a signed notification, exactly as MercadoPago does.
 */
@Injectable()
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly webhookSecret: string;

  constructor(
    @InjectRepository(SandboxPreapprovalEntity) private readonly preapprovals: Repository<SandboxPreapprovalEntity>,
    @Inject(SERVICE_CONFIG) config: BillingConfig,
  ) {
    this.webhookSecret = sandboxWebhookSecret(config);
  }

  async startCheckout(request: CheckoutRequest): Promise<Checkout> {
    const id = `sbx_${randomUUID().replace(/-/g, '')}`;
    await this.preapprovals.insert({
      id,
      externalReference: request.subscriptionId,
      payerUserId: request.userId,
      reason: SUBSCRIPTION_PLAN.name,
      amount: SUBSCRIPTION_PLAN.amount,
      currency: SUBSCRIPTION_PLAN.currency,
      status: 'pending',
    });
    return { providerSubscriptionId: id, initPoint: `${SANDBOX_CHECKOUT_PATH}/${id}` };
  }

  async fetchSubscription(providerSubscriptionId: string): Promise<ProviderSubscriptionState | null> {
    const found = await this.preapprovals.findOneBy({ id: providerSubscriptionId });
    if (!found) return null;
    return {
      providerSubscriptionId: found.id,
      externalReference: found.externalReference,
      status: toSubscriptionStatus(found.status),
      rawStatus: found.status,
      lastModified: found.lastModified,
    };
  }

  async cancel(providerSubscriptionId: string): Promise<void> {
    await this.preapprovals.update({ id: providerSubscriptionId, status: In(['pending', 'authorized']) }, { status: 'cancelled', lastModified: new Date() });
  }

  /** The test checkout of `payerUserId`; somebody else's is as good as missing. */
  async findForPayer(id: string, payerUserId: string): Promise<SandboxPreapprovalEntity | null> {
    const found = await this.preapprovals.findOneBy({ id });
    return found?.payerUserId === payerUserId ? found : null;
  }

  /** The family's choice on the test page, taken once (row lock: a double click cannot race). */
  decide(id: string, payerUserId: string, choice: SandboxChoice): Promise<SandboxDecisionResult> {
    return this.preapprovals.manager.transaction(async (manager) => {
      const found = await manager.findOne(SandboxPreapprovalEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!found || found.payerUserId !== payerUserId) return { outcome: 'not_found' };
      const outcome = sandboxOutcome(found.status, choice);
      if (outcome === 'decide') {
        found.status = statusAfter(choice);
        found.lastModified = new Date();
        await manager.save(found);
      }
      return { outcome, preapproval: found };
    });
  }

  /** The notification the sandbox sends about a preapproval: MercadoPago's format and signature. */
  notificationAbout(id: string, now: Date = new Date()): IncomingNotification {
    const requestId = randomUUID();
    return {
      headers: { ...signNotificationHeaders(id, requestId, String(now.getTime()), this.webhookSecret), 'content-type': 'application/json' },
      query: { 'data.id': id, type: 'subscription_preapproval' },
      body: {
        id: `sbx-evt-${randomUUID()}`,
        type: 'subscription_preapproval',
        action: 'updated',
        date_created: now.toISOString(),
        live_mode: false,
        data: { id },
      },
    };
  }
}
