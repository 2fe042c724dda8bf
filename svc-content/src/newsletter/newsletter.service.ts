import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NewsletterOutcome } from '@universo/contracts';
import type { NewsletterSubscribeResponse } from '../apiShapes';
import { enqueueMail, type RenderedMail } from '@universo/mailer';
import { hashLinkToken, newLinkToken, SERVICE_CONFIG } from '@universo/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { type ContentConfig, publicSiteUrl } from '../config';
import { normalizeEmail } from '../publicWrites/textInput';
import { alreadySubscribedEmail, confirmationEmail } from './domain/newsletterEmails';
import { CONFIRM_TOKEN_DAYS, decideConfirm, decideSubscribe, decideUnsubscribe, type NewsletterStatus } from './domain/subscription';
import { SUBSCRIBE_ACCEPTED } from './newsletter.messages';

interface SubscriptionRow {
  id: string;
  status: NewsletterStatus;
  last_email_at: Date | null;
  confirm_token_expires_at: Date | null;
  unsubscribe_token: string;
  now: Date;
}

@Injectable()
export class NewsletterService {
  private readonly siteUrl: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
  ) {
    this.siteUrl = publicSiteUrl(config);
  }

  /**
   * Subscribes an address (double opt-in). One row per address, however often and however
   * concurrently it is asked; the answer is the same in every case (see decideSubscribe).
   */
  async subscribe(email: string): Promise<NewsletterSubscribeResponse> {
    const address = normalizeEmail(email);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO newsletter_subscriptions (email, status, unsubscribe_token) VALUES ($1, 'pending', $2) ON CONFLICT (email) DO NOTHING`, [
        address,
        newLinkToken(),
      ]);
      const [row] = await manager.query<SubscriptionRow[]>(
        `SELECT id, status, last_email_at, unsubscribe_token, now() AS now FROM newsletter_subscriptions WHERE email = $1 FOR UPDATE`,
        [address],
      );
      if (!row) throw new Error('newsletter_subscriptions: falta la fila recién creada');
      const decision = decideSubscribe({ status: row.status, lastEmailAt: row.last_email_at }, row.now);
      if (decision === 'nothing') return;
      if (decision === 'sendAlreadySubscribed') {
        await manager.query(`UPDATE newsletter_subscriptions SET last_email_at = now() WHERE id = $1`, [row.id]);
        await this.enqueue(manager, 'newsletter-already-subscribed', address, alreadySubscribedEmail(this.siteUrl, row.unsubscribe_token));
        return;
      }
      const confirmToken = newLinkToken();
      await manager.query(
        `UPDATE newsletter_subscriptions
            SET status = 'pending', confirm_token_hash = $2, confirm_token_expires_at = now() + make_interval(days => $3),
                last_email_at = now(), unsubscribed_at = NULL
          WHERE id = $1`,
        [row.id, hashLinkToken(confirmToken), CONFIRM_TOKEN_DAYS],
      );
      await this.enqueue(
        manager,
        'newsletter-confirmation',
        address,
        confirmationEmail(this.siteUrl, { confirm: confirmToken, unsubscribe: row.unsubscribe_token }),
      );
    });
    return { message: SUBSCRIBE_ACCEPTED };
  }

  async confirm(token: string): Promise<NewsletterOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<SubscriptionRow[]>(
        `SELECT id, status, confirm_token_expires_at, now() AS now FROM newsletter_subscriptions WHERE confirm_token_hash = $1 FOR UPDATE`,
        [hashLinkToken(token)],
      );
      const decision = decideConfirm(row ? { status: row.status, confirmTokenExpiresAt: row.confirm_token_expires_at } : null, row?.now ?? new Date());
      if (decision === 'invalid') return 'enlace-invalido';
      if (decision === 'confirm') {
        await manager.query(`UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = now() WHERE id = $1`, [row!.id]);
      }
      return 'confirmado';
    });
  }

  async unsubscribe(token: string): Promise<NewsletterOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<SubscriptionRow[]>(`SELECT id, status FROM newsletter_subscriptions WHERE unsubscribe_token = $1 FOR UPDATE`, [token]);
      const decision = decideUnsubscribe(row ?? null);
      if (decision === 'invalid') return 'enlace-invalido';
      if (decision === 'unsubscribe') {
        await manager.query(
          `UPDATE newsletter_subscriptions
              SET status = 'unsubscribed', unsubscribed_at = now(), confirm_token_hash = NULL, confirm_token_expires_at = NULL
            WHERE id = $1`,
          [row!.id],
        );
      }
      return 'baja';
    });
  }

  /** Queued in the subscription's transaction: the mail exists exactly when the change does. */
  private async enqueue(manager: EntityManager, kind: string, to: string, email: RenderedMail): Promise<void> {
    await enqueueMail(manager, { kind, to, ...email });
  }
}
