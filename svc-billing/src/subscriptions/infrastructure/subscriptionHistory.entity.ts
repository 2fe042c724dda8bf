import type { SubscriptionChangeReason, SubscriptionStatus } from '@universo/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SubscriptionChange } from '../domain/subscription';

/** Append-only (a database trigger refuses UPDATE, DELETE and TRUNCATE). */
@Entity({ name: 'subscription_history' })
export class SubscriptionHistoryEntity implements SubscriptionChange {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'subscription_id', type: 'uuid' })
  subscriptionId: string;

  @Column({ name: 'from_status', type: 'varchar', length: 16, nullable: true })
  fromStatus: SubscriptionStatus | null;

  @Column({ name: 'to_status', type: 'varchar', length: 16 })
  toStatus: SubscriptionStatus;

  @Column({ type: 'varchar', length: 32 })
  reason: SubscriptionChangeReason;

  @Column({ name: 'event_id', type: 'varchar', length: 200, nullable: true })
  eventId: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;
}
