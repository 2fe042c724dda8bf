import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { PaymentProviders } from '../payments/paymentProviders';
import { type PaymentProvider, SUBSCRIPTION_TOPICS } from '../payments/paymentProvider';
import { BILLING_CLOCK, type Clock } from '../subscriptions/clock';
import { BILLING_MESSAGES } from '../subscriptions/domain/billingMessages';
import { type ReportOutcome, SubscriptionsRepository } from '../subscriptions/infrastructure/subscriptions.repository';
import { type IncomingNotification, isFreshNotification, type VerifiedNotification, verifyNotification } from './domain/signedNotification';
import { NotificationSignatures } from './infrastructure/notificationSignatures';

export interface NotificationAck {
  received: true;
  /** What the notification did: applied, unchanged, stale, terminal, not_allowed, duplicate, unknown_status or ignored. */
  outcome: ReportOutcome | 'ignored';
}

/**
 * The one path every payment notification takes, from MercadoPago over HTTP or from the sandbox's
 * test page: verify the signature, refuse it when signed more than five minutes from now or when
 * its signature was already accepted (a replay), drop duplicates, read the subscription back from
 * the provider, then let the domain rules decide (see SubscriptionsRepository.applyProviderReport).
 */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly providers: PaymentProviders,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly signatures: NotificationSignatures,
    @Inject(BILLING_CLOCK) private readonly clock: Clock,
  ) {}

  async receive(providerName: string, incoming: IncomingNotification): Promise<NotificationAck> {
    const provider = this.providers.active;
    if (providerName !== provider.name) {
      this.logger.warn(`notificación para un proveedor no configurado: ${providerName.slice(0, 40)}`);
      throw new NotFoundException(BILLING_MESSAGES.unknownProvider);
    }
    const verified = verifyNotification(incoming, provider.webhookSecret);
    if (!verified.ok) {
      this.logger.warn(`notificación de ${provider.name} rechazada: ${verified.problem}`);
      if (verified.status === 401) throw new UnauthorizedException(BILLING_MESSAGES.unsignedNotification);
      throw new BadRequestException(BILLING_MESSAGES.malformedNotification);
    }
    const { eventId, signedAt, signature } = verified.notification;
    const now = this.clock();
    if (!isFreshNotification(signedAt, now)) {
      this.logger.warn(`notificación ${eventId} de ${provider.name} rechazada: firmada el ${signedAt.toISOString()}, fuera de plazo`);
      throw new UnauthorizedException(BILLING_MESSAGES.staleNotification);
    }
    const claim = await this.signatures.claim(provider.name, signature, eventId, now);
    if (claim.kind === 'seen') {
      // The provider's own retry of a delivery already accepted: acknowledged, nothing applied.
      if (claim.eventId === eventId) return { received: true, outcome: 'duplicate' };
      this.logger.warn(`notificación ${eventId} de ${provider.name} rechazada: firma ya usada por ${claim.eventId.slice(0, 40)}`);
      throw new ConflictException(BILLING_MESSAGES.replayedNotification);
    }
    try {
      return await this.apply(provider, verified.notification);
    } catch (error) {
      // Nothing was applied: the provider's retry of this very delivery must not count as a replay.
      await this.signatures.release(provider.name, signature);
      throw error;
    }
  }

  private async apply(provider: PaymentProvider, notification: VerifiedNotification): Promise<NotificationAck> {
    const { eventId, resourceId, topic } = notification;
    if (!SUBSCRIPTION_TOPICS.has(topic)) {
      // Well signed but about something billing does not follow (payments, orders): acknowledged so the provider stops retrying.
      this.logger.log(`notificación ${eventId} de ${provider.name} ignorada (tema ${topic.slice(0, 40)})`);
      return { received: true, outcome: 'ignored' };
    }
    if (await this.subscriptions.isProcessed(provider.name, eventId)) return { received: true, outcome: 'duplicate' };

    const state = await provider.fetchSubscription(resourceId);
    const { outcome, subscription } = state
      ? await this.subscriptions.applyProviderReport({
          provider: provider.name,
          eventId,
          providerSubscriptionId: state.providerSubscriptionId,
          externalReference: state.externalReference,
          status: state.status,
          occurredAt: state.lastModified,
        })
      : { outcome: 'unknown_subscription' as const, subscription: null };
    if (outcome === 'unknown_subscription' || !subscription) {
      this.logger.warn(`notificación ${eventId} de ${provider.name} sobre una suscripción desconocida (${resourceId})`);
      throw new BadRequestException(BILLING_MESSAGES.unknownSubscription);
    }
    const detail = outcome === 'unknown_status' ? ` (estado del proveedor: ${state?.rawStatus.slice(0, 40)})` : '';
    this.logger.log(`notificación ${eventId} de ${provider.name}: ${outcome}, suscripción ${subscription.id} ${subscription.status}${detail}`);
    return { received: true, outcome };
  }
}
