import { CreatedAtColumn, TimestampColumn, UuidColumn, UuidKey } from '@universo/service-kit';
import { Entity, Index } from 'typeorm';

/** A login. The cookie names it; logout or expiry ends it for good. */
@Entity('sessions')
export class SessionEntity {
  @UuidKey()
  id: string;

  @Index()
  @UuidColumn({ name: 'user_id' })
  userId: string;

  @CreatedAtColumn()
  createdAt: Date;

  @TimestampColumn({ name: 'expires_at' })
  expiresAt: Date;

  @TimestampColumn({ name: 'revoked_at', nullable: true })
  revokedAt: Date | null;
}
