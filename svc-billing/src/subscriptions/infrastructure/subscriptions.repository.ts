import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SUBSCRIPTION_PLAN, type SubscriptionStatus } from '@universo/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager, In, Not } from 'typeorm';
import { ProcessedNotificationEntity } from '../../notifications/infrastructure/processedNotification.entity';
import { alreadySubscribedMessage } from '../domain/billingMessages';
import { nextPaymentDate } from '../domain/nextPaymentDate';
import { advancesEventClock, canCancel, decideProviderEvent, type ProviderEventDecision } from '../domain/subscriptionTransitions';
import { RefundRequestEntity } from './refundRequest.entity';
import { SubscriptionEntity } from './subscription.entity';
import { SubscriptionHistoryEntity } from './subscriptionHistory.entity';

const UNIQUE_VIOLATION = '23505';
/** Subscriptions that no longer block a new one (subscriptionTransitions' closed statuses). */
const CLOSED: SubscriptionStatus[] = ['cancelled', 'rejected'];

function isUniqueViolation(error: unknown): boolean {
  return (error as { driverError?: { code?: unknown } } | null)?.driverError?.code === UNIQUE_VIOLATION;
}

/** A provider's report about one of its subscriptions, verified and read back from the provider. */
export interface ProviderReport {
  provider: string;
  eventId: string;
  providerSubscriptionId: string;
  externalReference: string | null;
  /** Null: a status billing does not know, recorded and ignored. */
  status: SubscriptionStatus | null;
  occurredAt: Date;
}

export type ReportOutcome = ProviderEventDecision['outcome'] | 'duplicate' | 'unknown_status' | 'unknown_subscription';

/** Subscriptions, their history, processed notifications and refund requests, in PostgreSQL. */
@Injectable()
export class SubscriptionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The user's latest subscription: what status, account and entitlement describe. */
  latestForUser(userId: string): Promise<SubscriptionEntity | null> {
    return this.dataSource.manager.findOne(SubscriptionEntity, { where: { userId }, order: { createdAt: 'DESC' } });
  }

  /** The entitlement read: the facts of the latest subscription that decide the tier, from one index lookup. */
  async latestTierFactsForUser(userId: string): Promise<Pick<SubscriptionEntity, 'status' | 'createdAt' | 'startDate'> | null> {
    const rows: { status: SubscriptionStatus; created_at: Date; start_date: Date | null }[] = await this.dataSource.query(
      'SELECT status, created_at, start_date FROM subscriptions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [userId],
    );
    const row = rows[0];
    return row ? { status: row.status, createdAt: row.created_at, startDate: row.start_date } : null;
  }

  openForUser(userId: string): Promise<SubscriptionEntity | null> {
    return this.dataSource.manager.findOne(SubscriptionEntity, { where: { userId, status: Not(In(CLOSED)) }, order: { createdAt: 'DESC' } });
  }

  /** The latest subscription that was ever paid for (it has a start date): the guarantee's subject. */
  async latestStartedForUser(userId: string): Promise<SubscriptionEntity | null> {
    return this.dataSource.manager
      .createQueryBuilder(SubscriptionEntity, 's')
      .where('s.user_id = :userId AND s.start_date IS NOT NULL', { userId })
      .orderBy('s.start_date', 'DESC')
      .getOne();
  }

  historyOf(subscriptionId: string): Promise<SubscriptionHistoryEntity[]> {
    return this.dataSource.manager.find(SubscriptionHistoryEntity, { where: { subscriptionId }, order: { id: 'ASC' } });
  }

  async isProcessed(provider: string, eventId: string): Promise<boolean> {
    return this.dataSource.manager.existsBy(ProcessedNotificationEntity, { provider, eventId });
  }

  refundRequestOf(subscriptionId: string): Promise<RefundRequestEntity | null> {
    return this.dataSource.manager.findOneBy(RefundRequestEntity, { subscriptionId });
  }

  /**
   * Creates a pending subscription and its checkout at the provider in one transaction: if the
   * provider fails, nothing is stored. The partial unique index keeps one open subscription per
   * user even when two requests race (the second waits for the first, then gets a 409).
   */
  createPending(
    userId: string,
    provider: string,
    startCheckout: (subscriptionId: string) => Promise<{ providerSubscriptionId: string; initPoint: string }>,
  ): Promise<SubscriptionEntity> {
    return this.dataSource.transaction(async (manager) => {
      // Serialises one family's creates (across replicas too), so the second sees the first and
      // answers 409 before calling the provider; the unique index stays as the last word.
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`subscription-create:${userId}`]);
      const open = await manager.findOne(SubscriptionEntity, { where: { userId, status: Not(In(CLOSED)) } });
      if (open) throw new ConflictException(alreadySubscribedMessage(open.status));
      const subscription = manager.create(SubscriptionEntity, {
        id: randomUUID(),
        userId,
        plan: SUBSCRIPTION_PLAN.id,
        amount: SUBSCRIPTION_PLAN.amount,
        currency: SUBSCRIPTION_PLAN.currency,
        status: 'pending',
        provider,
        providerSubscriptionId: null,
        initPoint: null,
        startDate: null,
        nextPaymentDate: null,
        lastEventAt: null,
      });
      try {
        await manager.insert(SubscriptionEntity, subscription);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictException(alreadySubscribedMessage('authorized'));
        throw error;
      }
      await this.addHistory(manager, subscription.id, null, 'pending', 'created', null);
      const checkout = await startCheckout(subscription.id);
      subscription.providerSubscriptionId = checkout.providerSubscriptionId;
      subscription.initPoint = checkout.initPoint;
      await manager.update(SubscriptionEntity, subscription.id, {
        providerSubscriptionId: checkout.providerSubscriptionId,
        initPoint: checkout.initPoint,
      });
      return manager.findOneByOrFail(SubscriptionEntity, { id: subscription.id });
    });
  }

  /** Cancels at the family's request; returns false when it was already cancelled meanwhile. */
  cancelByUser(subscriptionId: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const subscription = await manager.findOne(SubscriptionEntity, { where: { id: subscriptionId }, lock: { mode: 'pessimistic_write' } });
      if (!subscription || !canCancel(subscription.status)) return false;
      await manager.update(SubscriptionEntity, subscription.id, { status: 'cancelled', nextPaymentDate: null, updatedAt: new Date() });
      await this.addHistory(manager, subscription.id, subscription.status, 'cancelled', 'cancelled_by_user', null);
      return true;
    });
  }

  /**
   * Applies a provider's report once: the notification id is recorded in the same transaction,
   * under a lock on the subscription, so a replay or a concurrent duplicate changes nothing and
   * reports are applied one at a time in the order decideProviderEvent allows.
   */
  applyProviderReport(report: ProviderReport): Promise<{ outcome: ReportOutcome; subscription: SubscriptionEntity | null }> {
    return this.dataSource.transaction(async (manager) => {
      const subscription = await manager.findOne(SubscriptionEntity, {
        where: { provider: report.provider, providerSubscriptionId: report.providerSubscriptionId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!subscription || (report.externalReference !== null && report.externalReference !== subscription.id)) {
        return { outcome: 'unknown_subscription' as const, subscription: null };
      }
      const recorded = await manager
        .createQueryBuilder()
        .insert()
        .into(ProcessedNotificationEntity)
        .values({ provider: report.provider, eventId: report.eventId, subscriptionId: subscription.id, outcome: 'received' })
        .orIgnore()
        .returning(['eventId'])
        .execute();
      if (recorded.raw.length === 0) return { outcome: 'duplicate' as const, subscription };

      let outcome: ReportOutcome = 'unknown_status';
      if (report.status !== null) {
        const decision = decideProviderEvent(subscription, { status: report.status, occurredAt: report.occurredAt });
        outcome = decision.outcome;
        if (advancesEventClock(decision)) {
          const changes: Partial<SubscriptionEntity> = { lastEventAt: report.occurredAt, updatedAt: new Date() };
          if (decision.outcome === 'applied') {
            changes.status = decision.status;
            // The subscription starts when it is first authorized (the sandbox: the moment of approval).
            const startDate = subscription.startDate ?? (decision.status === 'authorized' ? report.occurredAt : null);
            changes.startDate = startDate;
            changes.nextPaymentDate = decision.status === 'authorized' && startDate ? nextPaymentDate(startDate, report.occurredAt) : null;
            await this.addHistory(manager, subscription.id, subscription.status, decision.status, 'provider_notification', report.eventId);
          }
          await manager.update(SubscriptionEntity, subscription.id, changes);
        }
      }
      await manager.update(ProcessedNotificationEntity, { provider: report.provider, eventId: report.eventId }, { outcome });
      return { outcome, subscription: await manager.findOneByOrFail(SubscriptionEntity, { id: subscription.id }) };
    });
  }

  /** Records the guarantee request once per subscription; returns the stored one either way. */
  async recordRefundRequest(subscriptionId: string, userId: string, message: string | null): Promise<{ request: RefundRequestEntity; created: boolean }> {
    const inserted = await this.dataSource.manager
      .createQueryBuilder()
      .insert()
      .into(RefundRequestEntity)
      .values({ subscriptionId, userId, message })
      .orIgnore()
      .returning(['id'])
      .execute();
    const request = await this.dataSource.manager.findOneByOrFail(RefundRequestEntity, { subscriptionId });
    return { request, created: inserted.raw.length > 0 };
  }

  private async addHistory(
    manager: EntityManager,
    subscriptionId: string,
    fromStatus: SubscriptionStatus | null,
    toStatus: SubscriptionStatus,
    reason: SubscriptionHistoryEntity['reason'],
    eventId: string | null,
  ): Promise<void> {
    await manager.insert(SubscriptionHistoryEntity, { subscriptionId, fromStatus, toStatus, reason, eventId });
  }
}
