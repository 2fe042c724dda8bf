import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * E-mails waiting to be sent (the transactional outbox). They are written in the same
 * transaction as the change that causes them, so none is lost or sent for a change that did not
 * happen. This service has no mail server: a mail relay (a worker with SMTP or a provider's API
 * credentials) reads the rows where sent_at IS NULL, oldest first, with FOR UPDATE SKIP LOCKED,
 * sends them and sets sent_at (or bumps attempts and last_error). See the README.
 */
@Entity({ name: 'outbox_emails' })
export class OutboxEmailEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** newsletter-confirmation | newsletter-already-subscribed */
  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  toAddress: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ type: 'integer' })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;
}
