import { DEFAULT_NOW, TimestampColumn, UuidColumn, VarcharColumn } from '@universo/service-kit';
import { Entity, PrimaryColumn } from 'typeorm';

/** Every provider notification applied or ignored, by its id: the same id twice is one event. */
@Entity('processed_notifications')
export class ProcessedNotificationEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  provider: string;

  @PrimaryColumn({ name: 'event_id', type: 'varchar', length: 200 })
  eventId: string;

  @UuidColumn({ name: 'subscription_id' })
  subscriptionId: string;

  @VarcharColumn(16)
  outcome: string;

  @TimestampColumn({ name: 'received_at', default: DEFAULT_NOW })
  receivedAt: Date;
}
