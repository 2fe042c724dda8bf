import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { NewsletterStatus } from '../domain/subscription';

/** One row per address, whatever happens to it (subscribing again reuses it). */
@Entity({ name: 'newsletter_subscriptions' })
export class NewsletterSubscriptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Trimmed and lower-cased; unique. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 16 })
  status: NewsletterStatus;

  /** sha256 of the link's token; cleared on unsubscribe so an old link cannot resubscribe. */
  @Column({ name: 'confirm_token_hash', type: 'char', length: 64, nullable: true })
  confirmTokenHash: string | null;

  @Column({ name: 'confirm_token_expires_at', type: 'timestamptz', nullable: true })
  confirmTokenExpiresAt: Date | null;

  /** Stable for the row's life: every newsletter needs it in its unsubscribe link. */
  @Column({ name: 'unsubscribe_token', type: 'varchar', length: 64, unique: true })
  unsubscribeToken: string;

  @Column({ name: 'last_email_at', type: 'timestamptz', nullable: true })
  lastEmailAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;
}
