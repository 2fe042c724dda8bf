import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AccountDeletionResponse, AccountExport } from '@universo/contracts';
import { FamilyDataClient, type FamilyOwner, SERVICE_CONFIG } from '@universo/service-kit';
import type { DataSource } from 'typeorm';
import type { AuthConfig } from '../config';
import { AuthFamilyData } from './authFamilyData';

/** The services that keep a part of a family's data besides svc-auth, by their short names. */
export const DOWNSTREAM_SERVICES = ['content', 'chat', 'billing'] as const;
export type DownstreamService = (typeof DOWNSTREAM_SERVICES)[number];

export const EXPORT_UNAVAILABLE_MESSAGE = 'No pudimos reunir todos tus datos en este momento. Inténtalo de nuevo en unos minutos.';
export const ERASED_MESSAGE = 'Tu cuenta y los datos de tu familia se eliminaron.';
export const ERASURE_PENDING_MESSAGE =
  'Tu cuenta se eliminó. Uno de nuestros servicios no respondió: terminaremos de borrar el resto de tus datos automáticamente en los próximos minutos.';

/** Between retries of a pending erasure: doubles from one minute up to one hour. */
export function nextErasureAttemptDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

interface PendingErasure {
  user_id: string;
  email: string;
  pending_services: DownstreamService[];
  attempts: number;
}

/**
 * A family's export and erasure across the four services. The erasure deletes the account in
 * svc-auth and records which services still have to erase their part, in one transaction; then it
 * asks each service, and what a service could not confirm is retried by the worker
 * (AccountRetention) until it does. A family is never told "deleted" while a part remains
 * without that part being recorded as pending.
 */
@Injectable()
export class AccountDataService {
  private readonly logger = new Logger('AccountData');
  private readonly client: FamilyDataClient;
  private readonly urls: Record<DownstreamService, string>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly auth: AuthFamilyData,
    @Inject(SERVICE_CONFIG) config: AuthConfig,
  ) {
    this.client = new FamilyDataClient({ secret: config.SESSION_SECRET });
    this.urls = { content: config.CONTENT_URL, chat: config.CHAT_URL, billing: config.BILLING_URL };
  }

  async export(owner: FamilyOwner, now: Date = new Date()): Promise<AccountExport> {
    const account = await this.auth.export(owner);
    try {
      const [content, chat, billing] = await Promise.all(DOWNSTREAM_SERVICES.map((s) => this.client.exportFrom(this.urls[s], owner)));
      return {
        format: 'universo-de-francesca/datos-de-la-familia@1',
        exportedAt: now.toISOString(),
        account,
        content: content!.data,
        chat: chat!.data,
        billing: billing!.data,
      };
    } catch (error) {
      this.logger.warn(`Exportación incompleta: ${error instanceof Error ? error.message : String(error)}`);
      throw new ServiceUnavailableException(EXPORT_UNAVAILABLE_MESSAGE);
    }
  }

  async erase(owner: FamilyOwner, now: Date = new Date()): Promise<AccountDeletionResponse> {
    await this.dataSource.transaction(async (manager) => {
      await this.auth.erase(manager, owner);
      await manager.query(
        `INSERT INTO account_erasures (user_id, email, pending_services, requested_at, next_attempt_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id) DO UPDATE SET pending_services = EXCLUDED.pending_services`,
        // The worker leaves it alone while this request tries first.
        [owner.userId, owner.email, [...DOWNSTREAM_SERVICES], now, new Date(now.getTime() + nextErasureAttemptDelayMs(1))],
      );
    });
    const done = await this.retry({ user_id: owner.userId, email: owner.email, pending_services: [...DOWNSTREAM_SERVICES], attempts: 0 }, now);
    return done ? { status: 'erased', message: ERASED_MESSAGE } : { status: 'pending', message: ERASURE_PENDING_MESSAGE };
  }

  /** Retries the pending erasures that are due; one replica takes each (SKIP LOCKED). Returns how many finished. */
  async retryDue(now: Date = new Date(), limit = 20): Promise<number> {
    let finished = 0;
    for (let i = 0; i < limit; i++) {
      const outcome = await this.dataSource.transaction(async (manager) => {
        const [due] = (await manager.query(
          `SELECT user_id, email, pending_services, attempts FROM account_erasures
            WHERE next_attempt_at <= $1 ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [now],
        )) as PendingErasure[];
        if (!due) return 'none' as const;
        // Claimed for this attempt: other replicas skip it until next_attempt_at.
        await manager.query('UPDATE account_erasures SET next_attempt_at = $2 WHERE user_id = $1', [
          due.user_id,
          new Date(now.getTime() + nextErasureAttemptDelayMs(due.attempts + 1)),
        ]);
        return due;
      });
      if (outcome === 'none') break;
      if (await this.retry(outcome, now)) finished++;
    }
    return finished;
  }

  /** Asks each pending service to erase; records what remains. True when nothing remains. */
  private async retry(erasure: PendingErasure, now: Date): Promise<boolean> {
    const owner: FamilyOwner = { userId: erasure.user_id, email: erasure.email };
    const results = await Promise.all(
      erasure.pending_services.map(async (service) => {
        try {
          await this.client.eraseIn(this.urls[service], owner);
          return { service, error: null };
        } catch (error) {
          return { service, error: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
    const failed = results.filter((r) => r.error !== null);
    if (failed.length === 0) {
      await this.dataSource.query('DELETE FROM account_erasures WHERE user_id = $1', [erasure.user_id]);
      return true;
    }
    const attempts = erasure.attempts + 1;
    const lastError = failed.map((f) => `${f.service}: ${f.error}`).join('; ');
    await this.dataSource.query(`UPDATE account_erasures SET pending_services = $2, attempts = $3, last_error = $4, next_attempt_at = $5 WHERE user_id = $1`, [
      erasure.user_id,
      failed.map((f) => f.service),
      attempts,
      lastError.slice(0, 2000),
      new Date(now.getTime() + nextErasureAttemptDelayMs(attempts)),
    ]);
    this.logger.warn(`Borrado pendiente de una cuenta (intento ${attempts}): ${lastError}`);
    return false;
  }
}
