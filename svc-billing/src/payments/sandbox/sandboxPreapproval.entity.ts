import { Column, Entity, PrimaryColumn } from 'typeorm';

export type SandboxPreapprovalStatus = 'pending' | 'authorized' | 'cancelled' | 'rejected';

/** The sandbox provider's side of a subscription, shaped like a MercadoPago preapproval. */
@Entity({ name: 'sandbox_preapprovals' })
export class SandboxPreapprovalEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  /** Our subscription id. */
  @Column({ name: 'external_reference', type: 'varchar', length: 64 })
  externalReference: string;

  /** Only this user may act on the test payment page. */
  @Column({ name: 'payer_user_id', type: 'varchar', length: 64 })
  payerUserId: string;

  @Column({ type: 'varchar', length: 200 })
  reason: string;

  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 16 })
  status: SandboxPreapprovalStatus;

  @Column({ name: 'date_created', type: 'timestamptz', default: () => 'now()' })
  dateCreated: Date;

  @Column({ name: 'last_modified', type: 'timestamptz', default: () => 'now()' })
  lastModified: Date;
}
