import type { ConsentKind } from '@universo/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A consent the adult gave: what, which version of the text, when, and when it was withdrawn. */
@Entity('consents')
export class ConsentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 40 })
  kind: ConsentKind;

  @Column({ type: 'varchar', length: 20 })
  version: string;

  @Column({ name: 'accepted_at', type: 'timestamptz' })
  acceptedAt: Date;

  @Column({ name: 'withdrawn_at', type: 'timestamptz', nullable: true })
  withdrawnAt: Date | null;
}
