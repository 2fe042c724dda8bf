import { DEFAULT_NOW, TimestampColumn, UuidColumn, UuidKey, VarcharColumn } from '@universo/service-kit';
import { Entity } from 'typeorm';

/** A family's request for the 30-day money-back guarantee: at most one per subscription. */
@Entity('refund_requests')
export class RefundRequestEntity {
  @UuidKey()
  id: string;

  @UuidColumn({ name: 'subscription_id', unique: true })
  subscriptionId: string;

  @VarcharColumn(64, { name: 'user_id' })
  userId: string;

  @VarcharColumn(500, { nullable: true })
  message: string | null;

  @TimestampColumn({ name: 'created_at', default: DEFAULT_NOW })
  createdAt: Date;
}
