import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { enqueueMail, type SqlRunner } from '@universo/mailer';
import { SERVICE_CONFIG } from '@universo/service-kit';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { accountLockedMail } from '../accountMail/accountMails';
import { type AuthConfig, publicSiteUrl } from '../config';
import { type AccountLoginPolicy, type AccountLoginState, afterFailure, loginGate } from './accountLoginRule';

export const ACCOUNT_DELAY_MESSAGE = 'Demasiados intentos fallidos con este correo. Espera unos segundos y vuelve a intentarlo.';
export function accountLockedMessage(minutes: number): string {
  return `Por seguridad, el inicio de sesión con este correo está en pausa durante ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} por demasiados intentos fallidos. Si olvidaste la contraseña, puedes crear una nueva en «¿Olvidaste tu contraseña?».`;
}

/** A 429 for one account (delay or lock), the same for an address that has no account. */
export class AccountLoginLimitedException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

interface StateRow {
  failures: number;
  last_attempt_at: Date;
  locked_until: Date | null;
  now: Date;
}

/** Rows untouched for this long are swept (one failure in SWEEP_EVERY sweeps). */
const SWEEP_EVERY = 50;

/** The key of an account: the sha256 of the address as typed (trimmed, lower case), known or not. */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * The per-account login limit (accountLoginRule), kept in PostgreSQL so every svc-auth instance
 * sees the same failures, waits and locks. Each step runs in a short transaction holding the
 * account's row, and uses the database's clock, so instances never disagree on time.
 */
@Injectable()
export class AccountLoginLimits {
  readonly policy: AccountLoginPolicy;
  private readonly siteUrl: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: AuthConfig,
  ) {
    this.policy = {
      freeFailures: config.AUTH_ACCOUNT_FREE_FAILURES,
      delayBaseMs: config.AUTH_ACCOUNT_DELAY_BASE_MS,
      delayMaxMs: config.AUTH_ACCOUNT_DELAY_MAX_SECONDS * 1000,
      lockAfterFailures: config.AUTH_ACCOUNT_LOCK_AFTER_FAILURES,
      lockMs: config.AUTH_ACCOUNT_LOCK_MINUTES * 60_000,
      forgetAfterMs: 60 * 60_000,
    };
    this.siteUrl = publicSiteUrl(config);
  }

  /**
   * Lets an attempt check its password, or throws the 429. An attempt let through after a wait
   * is written down at once, so a parallel one on any instance waits its turn.
   */
  async admit(email: string): Promise<void> {
    const key = accountKey(email);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockRow(manager, key);
      if (!row) return;
      const gate = loginGate(toState(row), row.now, this.policy);
      if (!gate.allowed) {
        const message = gate.reason === 'locked' ? accountLockedMessage(Math.ceil(gate.retryAfterSeconds / 60)) : ACCOUNT_DELAY_MESSAGE;
        throw new AccountLoginLimitedException(message, gate.retryAfterSeconds);
      }
      if (gate.claim) await manager.query(`UPDATE login_account_limits SET last_attempt_at = $2 WHERE key = $1`, [key, row.now]);
    });
  }

  /**
   * Counts a failed attempt. The failure that starts a lock queues the notice to the adult in the
   * same transaction, when the address has an account: exactly once per lock.
   */
  async recordFailure(email: string, account: { email: string } | null): Promise<void> {
    const key = accountKey(email);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO login_account_limits (key, failures, last_attempt_at) VALUES ($1, 0, now()) ON CONFLICT (key) DO NOTHING`, [key]);
      const row = (await this.lockRow(manager, key))!;
      const { state, lockStarted } = afterFailure(toState(row), row.now, this.policy);
      await manager.query(`UPDATE login_account_limits SET failures = $2, last_attempt_at = $3, locked_until = $4 WHERE key = $1`, [
        key,
        state.failures,
        state.lastAttemptAt,
        state.lockedUntil,
      ]);
      if (lockStarted && account) {
        const mail = accountLockedMail(this.siteUrl, Math.round(this.policy.lockMs / 60_000));
        await enqueueMail(manager, { kind: 'account-locked', to: account.email, ...mail });
      }
    });
    if (Math.floor(Math.random() * SWEEP_EVERY) === 0) await this.sweep();
  }

  /** A successful login, or a new password set through the mail link, clears the account's record. */
  async clear(email: string, db: SqlRunner = this.dataSource): Promise<void> {
    await db.query(`DELETE FROM login_account_limits WHERE key = $1`, [accountKey(email)]);
  }

  /** Drops records that no longer count: old failures and locks long over. */
  async sweep(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM login_account_limits WHERE last_attempt_at < now() - $1 * interval '1 millisecond' AND (locked_until IS NULL OR locked_until < now())`,
      [this.policy.forgetAfterMs + this.policy.lockMs],
    );
  }

  private async lockRow(manager: SqlRunner, key: string): Promise<StateRow | undefined> {
    const rows = (await manager.query(`SELECT failures, last_attempt_at, locked_until, now() AS now FROM login_account_limits WHERE key = $1 FOR UPDATE`, [
      key,
    ])) as StateRow[];
    return rows[0];
  }
}

function toState(row: StateRow): AccountLoginState {
  return { failures: row.failures, lastAttemptAt: row.last_attempt_at, lockedUntil: row.locked_until };
}
