import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FamilyOwner } from '@universo/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { accountKey } from '../loginLimits/accountLoginLimits.service';

type Rows = Record<string, unknown>[];

/** Columns never exported: secrets that prove nothing to the family and would help an attacker. */
const SECRET_COLUMN = /(password|token|secret)/i;
/** svc-auth's own tables, handled by name; every other table with a user_id column is exported as is. */
const NAMED_TABLES = new Set(['users', 'sessions', 'account_erasures', 'migrations']);

/** svc-auth's part of a family's data: the account, its consents, its sessions, and any other row keyed to it. */
@Injectable()
export class AuthFamilyData {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async export(owner: FamilyOwner): Promise<Record<string, unknown>> {
    const manager = this.dataSource.manager;
    const [account] = await this.rows(manager, 'users', 'SELECT * FROM users WHERE id = $1', [owner.userId]);
    const sessions = (await manager.query('SELECT created_at, expires_at, revoked_at FROM sessions WHERE user_id = $1 ORDER BY created_at', [
      owner.userId,
    ])) as Rows;
    const other: Record<string, Rows> = {};
    for (const table of await this.tablesWithUserId(manager)) {
      if (NAMED_TABLES.has(table)) continue;
      other[table] = await this.rows(manager, table, `SELECT * FROM "${table}" WHERE user_id = $1`, [owner.userId]);
    }
    const { consents = [], ...records } = other;
    return { user: account ?? null, consents, sessions, ...records };
  }

  /**
   * Removes the account in `manager`'s transaction: its sessions end with it, and every table
   * keyed to users (consents, tokens) goes by its ON DELETE CASCADE.
   */
  async erase(manager: EntityManager, owner: FamilyOwner): Promise<void> {
    await manager.query('DELETE FROM sessions WHERE user_id = $1', [owner.userId]);
    await manager.query('DELETE FROM users WHERE id = $1', [owner.userId]);
    // The mail outbox is keyed by address, not by account.
    if (await this.tableExists(manager, 'mail_outbox')) {
      await manager.query('DELETE FROM mail_outbox WHERE lower(to_address) = $1', [owner.email]);
    }
    // So are the login failures and lock of the address (by its hash).
    if (await this.tableExists(manager, 'login_account_limits')) {
      await manager.query('DELETE FROM login_account_limits WHERE key = $1', [accountKey(owner.email)]);
    }
  }

  private async rows(manager: EntityManager, table: string, sql: string, params: unknown[]): Promise<Rows> {
    const rows = (await manager.query(sql, params)) as Rows;
    return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMN.test(column))));
  }

  private async tablesWithUserId(manager: EntityManager): Promise<string[]> {
    const rows = (await manager.query(
      `SELECT table_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name = 'user_id' ORDER BY table_name`,
    )) as { table_name: string }[];
    return rows.map((r) => r.table_name);
  }

  async tableExists(manager: EntityManager, table: string): Promise<boolean> {
    const [row] = (await manager.query('SELECT to_regclass($1) IS NOT NULL AS found', [table])) as { found: boolean }[];
    return row?.found === true;
  }
}
