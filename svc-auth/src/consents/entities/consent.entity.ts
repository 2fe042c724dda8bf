import { TimestampColumn, UuidColumn, UuidKey, VarcharColumn } from '@universo/service-kit';
import type { ConsentKind } from '@universo/contracts';
import { Entity, Index } from 'typeorm';

/** A consent the adult gave: what, which version of the text, when, and when it was withdrawn. */
@Entity('consents')
export class ConsentEntity {
  @UuidKey()
  id: string;

  @Index()
  @UuidColumn({ name: 'user_id' })
  userId: string;

  @VarcharColumn(40)
  kind: ConsentKind;

  @VarcharColumn(20)
  version: string;

  @TimestampColumn({ name: 'accepted_at' })
  acceptedAt: Date;

  @TimestampColumn({ name: 'withdrawn_at', nullable: true })
  withdrawnAt: Date | null;
}
