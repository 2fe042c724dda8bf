import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { enqueueMail, type RenderedMail, type SqlRunner } from '@universo/mailer';
import { hashLinkToken, newLinkToken, SERVICE_CONFIG } from '@universo/service-kit';
import { DataSource } from 'typeorm';
import { type AuthConfig, publicSiteUrl } from '../config';
import { AccountLoginLimits } from '../loginLimits/accountLoginLimits.service';
import { hashPassword } from '../users/passwords';
import { CONFIRM_LINK_INVALID, RESET_LINK_INVALID } from './accountMail.messages';
import { confirmEmailMail, passwordResetMail } from './accountMails';
import { type AccountTokenPurpose, maySendAgain, TOKEN_LIFETIME_MS, tokenUsable } from './accountTokens';

interface TokenRow {
  id: string;
  user_id: string;
  purpose: string;
  expires_at: Date;
  used_at: Date | null;
  now: Date;
}

/**
 * The adult's address confirmation and the password reset: single-use links sent by mail
 * through the outbox, in the same transaction as the token they carry.
 */
@Injectable()
export class AccountMailService {
  private readonly siteUrl: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly loginLimits: AccountLoginLimits,
    @Inject(SERVICE_CONFIG) config: AuthConfig,
  ) {
    this.siteUrl = publicSiteUrl(config);
  }

  /**
   * Queues the confirmation mail of a new account. Called inside the registration's transaction
   * (`manager`), so the account, its token and its mail exist together or not at all.
   */
  async sendConfirmation(manager: SqlRunner, user: { id: string; email: string }): Promise<void> {
    const token = await this.issue(manager, user.id, 'confirm-email');
    await this.enqueue(manager, 'confirm-email', user.email, confirmEmailMail(this.siteUrl, token));
  }

  /** Another confirmation mail for a signed-in adult, at most one a minute. */
  async resendConfirmation(userId: string): Promise<'sent' | 'already-confirmed'> {
    return this.dataSource.transaction(async (manager) => {
      const [user] = (await manager.query(`SELECT id, email, email_confirmed_at FROM users WHERE id = $1 FOR UPDATE`, [userId])) as {
        id: string;
        email: string;
        email_confirmed_at: Date | null;
      }[];
      if (!user) return 'sent';
      if (user.email_confirmed_at) return 'already-confirmed';
      if (await this.mayMail(manager, user.id, 'confirm-email')) await this.sendConfirmation(manager, user);
      return 'sent';
    });
  }

  async confirmEmail(token: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.claim(manager, token, 'confirm-email');
      if (!row) throw new BadRequestException(CONFIRM_LINK_INVALID);
      await manager.query(`UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = 'confirm-email' AND used_at IS NULL`, [row.user_id]);
      await manager.query(`UPDATE users SET email_confirmed_at = coalesce(email_confirmed_at, now()) WHERE id = $1`, [row.user_id]);
    });
  }

  /** Sends a reset link when the address has an account; the caller answers the same either way. */
  async requestPasswordReset(email: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [user] = (await manager.query(`SELECT id, email FROM users WHERE lower(email) = lower($1) FOR UPDATE`, [email])) as { id: string; email: string }[];
      if (!user || !(await this.mayMail(manager, user.id, 'password-reset'))) return;
      const token = await this.issue(manager, user.id, 'password-reset');
      await this.enqueue(manager, 'password-reset', user.email, passwordResetMail(this.siteUrl, token));
    });
  }

  /**
   * Sets the new password, ends every session of the account and every other reset link. Opening
   * the mail also proves the address, so it counts as confirmed, and ends a login lock.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.claim(manager, token, 'password-reset');
      if (!row) throw new BadRequestException(RESET_LINK_INVALID);
      await manager.query(`UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = 'password-reset' AND used_at IS NULL`, [row.user_id]);
      await manager.query(`UPDATE users SET password_hash = $2, email_confirmed_at = coalesce(email_confirmed_at, now()) WHERE id = $1`, [
        row.user_id,
        passwordHash,
      ]);
      await manager.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [row.user_id]);
      const [user] = (await manager.query(`SELECT email FROM users WHERE id = $1`, [row.user_id])) as { email: string }[];
      if (user) await this.loginLimits.clear(user.email, manager);
    });
  }

  /** The token's row, locked, when it is usable now; null otherwise (unknown, used, expired, other purpose). */
  private async claim(manager: SqlRunner, token: string, purpose: AccountTokenPurpose): Promise<TokenRow | null> {
    const [row] = (await manager.query(`SELECT id, user_id, purpose, expires_at, used_at, now() AS now FROM account_tokens WHERE token_hash = $1 FOR UPDATE`, [
      hashLinkToken(token),
    ])) as TokenRow[];
    if (!row) return null;
    return tokenUsable({ purpose: row.purpose, expiresAt: row.expires_at, usedAt: row.used_at }, purpose, row.now) ? row : null;
  }

  private async issue(manager: SqlRunner, userId: string, purpose: AccountTokenPurpose): Promise<string> {
    const token = newLinkToken();
    await manager.query(
      `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4::double precision / 1000))`,
      [userId, purpose, hashLinkToken(token), TOKEN_LIFETIME_MS[purpose]],
    );
    return token;
  }

  private async mayMail(manager: SqlRunner, userId: string, purpose: AccountTokenPurpose): Promise<boolean> {
    const [last] = (await manager.query(`SELECT max(created_at) AS at, now() AS now FROM account_tokens WHERE user_id = $1 AND purpose = $2`, [
      userId,
      purpose,
    ])) as { at: Date | null; now: Date }[];
    return maySendAgain(last?.at ?? null, last?.now ?? new Date());
  }

  private async enqueue(manager: SqlRunner, kind: AccountTokenPurpose, to: string, mail: RenderedMail): Promise<void> {
    await enqueueMail(manager, { kind, to, ...mail });
  }
}
