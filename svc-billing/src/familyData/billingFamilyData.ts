import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FamilyDataPart, FamilyOwner } from '@universo/service-kit';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';

/** What replaces a family's user id in the records billing must keep: random, never derived from the family. */
export function tombstoneId(): string {
  return `erased:${randomUUID()}`;
}

/**
 * svc-billing's part of a family's data: its subscriptions with their history, and refund
 * requests. Payment records are kept for accounting, so an erasure anonymises them (one random
 * tombstone id instead of the family's, no free text) instead of deleting them.
 */
@Injectable()
export class BillingFamilyData implements FamilyDataPart {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async export(owner: FamilyOwner): Promise<Record<string, unknown>> {
    const subscriptions = (await this.dataSource.query(
      `SELECT id, plan, amount, currency, status, provider, start_date, next_payment_date, created_at, updated_at
         FROM subscriptions WHERE user_id = $1 ORDER BY created_at`,
      [owner.userId],
    )) as { id: string }[];
    const history = (await this.dataSource.query(
      `SELECT h.subscription_id, h.from_status, h.to_status, h.reason, h.at
         FROM subscription_history h JOIN subscriptions s ON s.id = h.subscription_id
        WHERE s.user_id = $1 ORDER BY h.id`,
      [owner.userId],
    )) as { subscription_id: string }[];
    const refundRequests = (await this.dataSource.query(
      'SELECT subscription_id, message, created_at FROM refund_requests WHERE user_id = $1 ORDER BY created_at',
      [owner.userId],
    )) as Record<string, unknown>[];
    return {
      subscriptions: subscriptions.map((s) => ({ ...s, history: history.filter((h) => h.subscription_id === s.id) })),
      refundRequests,
    };
  }

  async erase(owner: FamilyOwner): Promise<void> {
    // A plan that still charges is cancelled at the provider first; if that fails the erasure
    // fails too, and svc-auth tries again later.
    try {
      await this.subscriptions.cancel(owner.userId);
    } catch (error) {
      if (!(error instanceof NotFoundException)) throw error;
    }
    const tombstone = tombstoneId();
    await this.dataSource.transaction(async (manager) => {
      await manager.query('UPDATE subscriptions SET user_id = $2, init_point = NULL WHERE user_id = $1', [owner.userId, tombstone]);
      await manager.query('UPDATE refund_requests SET user_id = $2, message = NULL WHERE user_id = $1', [owner.userId, tombstone]);
      await manager.query('UPDATE sandbox_preapprovals SET payer_user_id = $2 WHERE payer_user_id = $1', [owner.userId, tombstone]);
    });
  }
}
