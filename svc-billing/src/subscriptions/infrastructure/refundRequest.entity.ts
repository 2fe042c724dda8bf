import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A family's request for the 30-day money-back guarantee: at most one per subscription. */
@Entity({ name: 'refund_requests' })
export class RefundRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'subscription_id', type: 'uuid', unique: true })
  subscriptionId: string;

  @Column({ name: 'user_id', type: 'varchar', length: 64 })
  userId: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  message: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
