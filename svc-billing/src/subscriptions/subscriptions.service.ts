import { ConflictException, Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type { EntitlementResponse } from '@universo/contracts';
import type {
  CancelSubscriptionResponse,
  CreateSubscriptionResponse,
  RefundRequestResponse,
  SubscriptionAccountResponse,
  SubscriptionStatusResponse,
} from '../apiShapes';
import { SERVICE_CONFIG, type EntitlementSource } from '@universo/service-kit';
import type { BillingConfig } from '../config';
import { PaymentProviders } from '../payments/paymentProviders';
import { BILLING_CLOCK, type Clock } from './clock';
import { alreadySubscribedMessage, BILLING_MESSAGES, guaranteeExpiredMessage } from './domain/billingMessages';
import { guaranteeApplies, guaranteeEndsAt } from './domain/moneyBackGuarantee';
import { familyEntitlement } from './domain/familyTier';
import { toAccountView, toStatusResponse } from './domain/subscriptionViews';
import { SubscriptionsRepository } from './infrastructure/subscriptions.repository';

/**
 * Subscriptions and the one entitlement decision of the platform: billing is the
 * ENTITLEMENT_SOURCE of its own PremiumAccess, and every other service asks it over HTTP.
 */
@Injectable()
export class SubscriptionsService implements EntitlementSource {
  private readonly logger = new Logger('Subscriptions');
  private readonly graceHours: number;

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly providers: PaymentProviders,
    @Inject(SERVICE_CONFIG) config: BillingConfig,
    @Inject(BILLING_CLOCK) private readonly clock: Clock,
  ) {
    this.graceHours = config.PENDING_GRACE_HOURS;
  }

  async status(userId: string): Promise<SubscriptionStatusResponse> {
    return toStatusResponse(await this.subscriptions.latestForUser(userId), this.clock(), this.graceHours);
  }

  /** The family's tier; `userId` null is a visitor (no session). */
  async entitlement(userId: string | null): Promise<EntitlementResponse> {
    if (userId === null) return familyEntitlement(false, null, this.clock(), this.graceHours);
    return familyEntitlement(true, await this.subscriptions.latestTierFactsForUser(userId), this.clock(), this.graceHours);
  }

  entitlementOf(userId: string): Promise<EntitlementResponse> {
    return this.entitlement(userId);
  }

  async account(userId: string): Promise<SubscriptionAccountResponse> {
    const now = this.clock();
    const latest = await this.subscriptions.latestForUser(userId);
    if (!latest) return toAccountView(null, [], null, now, this.graceHours);
    const [history, refund] = await Promise.all([this.subscriptions.historyOf(latest.id), this.subscriptions.refundRequestOf(latest.id)]);
    return toAccountView(latest, history, refund?.createdAt ?? null, now, this.graceHours);
  }

  /** A pending subscription at the configured provider, and the link where the family pays. */
  async create(userId: string, sessionToken: string | undefined): Promise<CreateSubscriptionResponse> {
    const open = await this.subscriptions.openForUser(userId);
    if (open) throw new ConflictException(alreadySubscribedMessage(open.status));
    const provider = this.providers.active;
    const created = await this.subscriptions.createPending(userId, provider.name, (subscriptionId) =>
      provider.startCheckout({ subscriptionId, userId, sessionToken }),
    );
    this.logger.log(`suscripción ${created.id} creada (pendiente) con ${provider.name}`);
    return { init_point: created.initPoint ?? '', id: created.id };
  }

  /** 'Cancel anytime': first at the provider (so no further charge), then here. */
  async cancel(userId: string): Promise<CancelSubscriptionResponse> {
    const open = await this.subscriptions.openForUser(userId);
    if (!open) throw new NotFoundException(BILLING_MESSAGES.noSubscriptionToCancel);
    const provider = this.providers.holding(open.provider);
    if (!provider) throw new ServiceUnavailableException(BILLING_MESSAGES.providerNotConfigured);
    if (open.providerSubscriptionId) await provider.cancel(open.providerSubscriptionId);
    await this.subscriptions.cancelByUser(open.id);
    this.logger.log(`suscripción ${open.id} cancelada por la familia`);
    return { message: BILLING_MESSAGES.cancelled, subscription: await this.account(userId) };
  }

  /** The 30-day guarantee: recorded once per subscription; asking again answers the same. */
  async requestRefund(userId: string, message: string | undefined): Promise<{ created: boolean; response: RefundRequestResponse }> {
    const now = this.clock();
    const subscription = await this.subscriptions.latestStartedForUser(userId);
    if (!subscription?.startDate) throw new NotFoundException(BILLING_MESSAGES.noPaidSubscription);
    const existing = await this.subscriptions.refundRequestOf(subscription.id);
    if (!existing && !guaranteeApplies(subscription.startDate, now)) {
      throw new ConflictException(guaranteeExpiredMessage(guaranteeEndsAt(subscription.startDate)));
    }
    const { request, created } = existing
      ? { request: existing, created: false }
      : await this.subscriptions.recordRefundRequest(subscription.id, userId, message || null);
    if (created) this.logger.log(`solicitud de garantía para la suscripción ${subscription.id}`);
    return {
      created,
      response: { message: BILLING_MESSAGES.refundReceived, subscriptionId: subscription.id, requestedAt: request.createdAt.toISOString() },
    };
  }
}
