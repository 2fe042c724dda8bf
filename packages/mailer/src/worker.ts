import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isFinalFailure, retryDelayMs, type RetryPolicy } from './backoff';
import { MAIL_TRANSPORT, type MailTransport } from './transport';

export interface MailWorkerOptions {
  /** How often the outbox is checked for due mail; 0 turns the worker off. */
  pollIntervalMs: number;
  retry: RetryPolicy;
  /** Mails claimed at once by one replica. */
  batchSize: number;
  /**
   * How long a claimed mail stays away from the other replicas while this one sends it; a
   * replica that dies mid-send leaves it to be retried after this.
   */
  leaseMs: number;
  from: string;
}

export const MAIL_WORKER_OPTIONS = Symbol('MAIL_WORKER_OPTIONS');

interface ClaimedMail {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  attempts: number;
}

const SENT_RETENTION_DAYS = 7;
const FAILED_RETENTION_DAYS = 30;
const CLEANUP_EVERY_MS = 60 * 60_000;

/**
 * Sends the service's due mail. Each replica claims a batch with FOR UPDATE SKIP LOCKED and
 * pushes its next attempt past a lease in the same statement, so no two replicas send the same
 * mail; a failure is retried with exponential backoff. A sent mail keeps no body (its links are
 * secrets), and is deleted after a week.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Correo');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private lastCleanup = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(MAIL_WORKER_OPTIONS) private readonly options: MailWorkerOptions,
  ) {}

  onApplicationBootstrap(): void {
    if (this.options.pollIntervalMs > 0) this.schedule(0);
  }

  // Before, not on, shutdown: the database connection closes in its own module's shutdown hook,
  // and a sweep still running then fails with 'Connection terminated'.
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Sends every mail due now; resolves when done (tests call it directly). */
  runOnce(): Promise<void> {
    this.running ??= this.drain().finally(() => (this.running = undefined));
    return this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.runOnce()
        .catch((error: unknown) => this.logger.warn(`No se pudo revisar la bandeja de salida: ${describe(error)}`))
        .finally(() => this.schedule(this.options.pollIntervalMs));
    }, delayMs);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const batch = await this.claim();
      await Promise.all(batch.map((mail) => this.deliver(mail)));
      if (batch.length < this.options.batchSize) break;
    }
    if (Date.now() - this.lastCleanup > CLEANUP_EVERY_MS) {
      this.lastCleanup = Date.now();
      await this.dataSource.query(
        `DELETE FROM mail_outbox
          WHERE sent_at < now() - make_interval(days => $1) OR failed_at < now() - make_interval(days => $2)`,
        [SENT_RETENTION_DAYS, FAILED_RETENTION_DAYS],
      );
    }
  }

  private async claim(): Promise<ClaimedMail[]> {
    const result = (await this.dataSource.query(
      `WITH due AS (
         SELECT id FROM mail_outbox
          WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
          ORDER BY next_attempt_at
          LIMIT $1
          FOR UPDATE SKIP LOCKED)
       UPDATE mail_outbox m
          SET attempts = m.attempts + 1, next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
         FROM due
        WHERE m.id = due.id
    RETURNING m.id, m.kind, m.to_address, m.subject, m.text_body, m.html_body, m.attempts`,
      [this.options.batchSize, this.options.leaseMs],
    )) as ClaimedMail[] | [ClaimedMail[], number];
    // TypeORM answers an UPDATE … RETURNING with [rows, affected count].
    return result.length === 2 && Array.isArray(result[0]) ? result[0] : (result as ClaimedMail[]);
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    try {
      await this.transport.send({
        from: this.options.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body ?? '',
        ...(mail.html_body ? { html: mail.html_body } : {}),
        headers: { 'X-Universo-Kind': mail.kind },
      });
    } catch (error) {
      const code = (error as { responseCode?: unknown }).responseCode;
      const responseCode = typeof code === 'number' ? code : undefined;
      const message = describe(error).slice(0, 1000);
      if (isFinalFailure(mail.attempts, responseCode, this.options.retry)) {
        await this.dataSource.query(`UPDATE mail_outbox SET failed_at = now(), last_error = $2 WHERE id = $1`, [mail.id, message]);
        this.logger.error(`Correo ${mail.kind} descartado tras ${mail.attempts} intentos: ${message}`);
        return;
      }
      const delayMs = retryDelayMs(mail.attempts, this.options.retry);
      await this.dataSource.query(
        `UPDATE mail_outbox SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3::double precision / 1000) WHERE id = $1`,
        [mail.id, message, delayMs],
      );
      this.logger.warn(`Correo ${mail.kind} no enviado (intento ${mail.attempts}); se reintenta en ${Math.round(delayMs / 1000)} s: ${message}`);
      return;
    }
    await this.dataSource.query(`UPDATE mail_outbox SET sent_at = now(), last_error = NULL, text_body = NULL, html_body = NULL WHERE id = $1`, [mail.id]);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
