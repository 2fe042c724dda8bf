import { DEFAULT_NOW, TimestampColumn, UuidColumn, VarcharColumn } from '@universo/service-kit';
import type { SubscriptionChangeReason, SubscriptionStatus } from '@universo/contracts';
import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SubscriptionChange } from '../domain/subscription';

/** Append-only (a database trigger refuses UPDATE, DELETE and TRUNCATE). */
@Entity('subscription_history')
export class SubscriptionHistoryEntity implements SubscriptionChange {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @UuidColumn({ name: 'subscription_id' })
  subscriptionId: string;

  @VarcharColumn(16, { name: 'from_status', nullable: true })
  fromStatus: SubscriptionStatus | null;

  @VarcharColumn(16, { name: 'to_status' })
  toStatus: SubscriptionStatus;

  @VarcharColumn(32)
  reason: SubscriptionChangeReason;

  @VarcharColumn(200, { name: 'event_id', nullable: true })
  eventId: string | null;

  @TimestampColumn({ default: DEFAULT_NOW })
  at: Date;
}
