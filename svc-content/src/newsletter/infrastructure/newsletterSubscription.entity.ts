import { CharColumn, TimestampColumn, UuidKey, VarcharColumn } from '@universo/service-kit';
import { Entity } from 'typeorm';
import type { NewsletterStatus } from '../domain/subscription';

/** One row per address, whatever happens to it (subscribing again reuses it). */
@Entity('newsletter_subscriptions')
export class NewsletterSubscriptionEntity {
  @UuidKey()
  id: string;

  /** Trimmed and lower-cased; unique. */
  @VarcharColumn(254, { unique: true })
  email: string;

  @VarcharColumn(16)
  status: NewsletterStatus;

  /** sha256 of the link's token; cleared on unsubscribe so an old link cannot resubscribe. */
  @CharColumn(64, { name: 'confirm_token_hash', nullable: true })
  confirmTokenHash: string | null;

  @TimestampColumn({ name: 'confirm_token_expires_at', nullable: true })
  confirmTokenExpiresAt: Date | null;

  /** Stable for the row's life: every newsletter needs it in its unsubscribe link. */
  @VarcharColumn(64, { name: 'unsubscribe_token', unique: true })
  unsubscribeToken: string;

  @TimestampColumn({ name: 'last_email_at', nullable: true })
  lastEmailAt: Date | null;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;

  @TimestampColumn({ name: 'confirmed_at', nullable: true })
  confirmedAt: Date | null;

  @TimestampColumn({ name: 'unsubscribed_at', nullable: true })
  unsubscribedAt: Date | null;
}
