import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { resetTokenCutoff, ScheduledRetention, runExclusively, SERVICE_CONFIG, unconfirmedAccountCutoff } from '@universo/service-kit';
import type { DataSource } from 'typeorm';
import type { AuthConfig } from '../config';
import { AccountDataService } from './accountData.service';
import { AuthFamilyData } from './authFamilyData';

/** What time it is for svc-auth's retention (tests move it). */
export const AUTH_RETENTION_CLOCK = Symbol('AUTH_RETENTION_CLOCK');

export interface AuthRetentionOutcome {
  erasuresFinished: number;
  unconfirmedAccountsErased: number;
  resetTokensDeleted: number;
}

/**
 * svc-auth's schedule (RETENTION_INTERVAL_SECONDS): finishes pending erasures, erases accounts
 * whose address was never confirmed 7 days after registration (everywhere, like a deletion),
 * and deletes password-reset tokens once used or an hour old. One replica at a time.
 */
@Injectable()
export class AccountRetention extends ScheduledRetention {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountDataService,
    private readonly authData: AuthFamilyData,
    @Inject(SERVICE_CONFIG) config: AuthConfig,
    @Inject(AUTH_RETENTION_CLOCK) clock: () => Date,
  ) {
    super('cuentas y enlaces', config.RETENTION_INTERVAL_SECONDS, clock);
  }

  async sweep(now: Date = this.clock()): Promise<AuthRetentionOutcome> {
    const erasuresFinished = await this.accounts.retryDue(now);
    const outcome = await runExclusively(this.dataSource, 'svc-auth:retention', async (manager) => {
      let unconfirmed: { id: string; email: string }[] = [];
      if (await this.columnExists('users', 'email_confirmed_at')) {
        unconfirmed = (await manager.query(
          `SELECT id, lower(email) AS email FROM users
            WHERE email_confirmed_at IS NULL AND role = 'family' AND created_at <= $1 ORDER BY created_at LIMIT 100`,
          [unconfirmedAccountCutoff(now)],
        )) as { id: string; email: string }[];
      }
      let resetTokensDeleted = 0;
      if (await this.authData.tableExists(manager, 'account_tokens')) {
        const [, count] = (await manager.query(`DELETE FROM account_tokens WHERE purpose = 'password-reset' AND (used_at IS NOT NULL OR created_at <= $1)`, [
          resetTokenCutoff(now),
        ])) as [unknown, number];
        resetTokensDeleted = count;
      }
      return { unconfirmed, resetTokensDeleted };
    });
    if (!outcome.ran) return { erasuresFinished, unconfirmedAccountsErased: 0, resetTokensDeleted: 0 };
    for (const account of outcome.result.unconfirmed) {
      await this.accounts.erase({ userId: account.id, email: account.email }, now);
    }
    return {
      erasuresFinished,
      unconfirmedAccountsErased: outcome.result.unconfirmed.length,
      resetTokensDeleted: outcome.result.resetTokensDeleted,
    };
  }

  private async columnExists(table: string, column: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      'SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2',
      [table, column],
    )) as unknown[];
    return rows.length > 0;
  }
}
