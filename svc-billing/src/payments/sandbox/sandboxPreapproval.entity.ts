import { DEFAULT_NOW, IntegerColumn, TimestampColumn, VarcharColumn } from '@universo/service-kit';
import { Entity, PrimaryColumn } from 'typeorm';

export type SandboxPreapprovalStatus = 'pending' | 'authorized' | 'cancelled' | 'rejected';

/** The sandbox provider's side of a subscription, shaped like a MercadoPago preapproval. */
@Entity('sandbox_preapprovals')
export class SandboxPreapprovalEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  /** Our subscription id. */
  @VarcharColumn(64, { name: 'external_reference' })
  externalReference: string;

  /** Only this user may act on the test payment page. */
  @VarcharColumn(64, { name: 'payer_user_id' })
  payerUserId: string;

  @VarcharColumn(200)
  reason: string;

  @IntegerColumn()
  amount: number;

  @VarcharColumn(3)
  currency: string;

  @VarcharColumn(16)
  status: SandboxPreapprovalStatus;

  @TimestampColumn({ name: 'date_created', default: DEFAULT_NOW })
  dateCreated: Date;

  @TimestampColumn({ name: 'last_modified', default: DEFAULT_NOW })
  lastModified: Date;
}
