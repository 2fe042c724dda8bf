import { ConflictException, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type {
  CancelSubscriptionResponse,
  CreateSubscriptionResponse,
  EntitlementResponse,
  RefundRequestResponse,
  SubscriptionAccountResponse,
  SubscriptionStatusResponse,
} from '@universo/contracts';
import { PaymentProviders } from '../payments/paymentProviders';
import { alreadySubscribedMessage, BILLING_MESSAGES, guaranteeExpiredMessage } from './domain/billingMessages';
import { guaranteeApplies, guaranteeEndsAt } from './domain/moneyBackGuarantee';
import { toAccountView, toEntitlement, toStatusResponse } from './domain/subscriptionViews';
import { SubscriptionsRepository } from './infrastructure/subscriptions.repository';

@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly providers: PaymentProviders,
  ) {}

  async status(userId: string, now = new Date()): Promise<SubscriptionStatusResponse> {
    return toStatusResponse(await this.subscriptions.latestForUser(userId), now);
  }

  async entitlement(userId: string): Promise<EntitlementResponse> {
    return toEntitlement(await this.subscriptions.latestStatusForUser(userId));
  }

  async account(userId: string, now = new Date()): Promise<SubscriptionAccountResponse> {
    const latest = await this.subscriptions.latestForUser(userId);
    if (!latest) return toAccountView(null, [], null, now);
    const [history, refund] = await Promise.all([this.subscriptions.historyOf(latest.id), this.subscriptions.refundRequestOf(latest.id)]);
    return toAccountView(latest, history, refund?.createdAt ?? null, now);
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
  async requestRefund(userId: string, message: string | undefined, now = new Date()): Promise<{ created: boolean; response: RefundRequestResponse }> {
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
