import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Every provider notification applied or ignored, by its id: the same id twice is one event. */
@Entity({ name: 'processed_notifications' })
export class ProcessedNotificationEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  provider: string;

  @PrimaryColumn({ name: 'event_id', type: 'varchar', length: 200 })
  eventId: string;

  @Column({ name: 'subscription_id', type: 'uuid' })
  subscriptionId: string;

  @Column({ type: 'varchar', length: 16 })
  outcome: string;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;
}
