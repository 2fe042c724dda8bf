import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type FamilyOwner, NOT_LOGGED_IN_MESSAGE, type SessionClaims } from '@universo/service-kit';
import type { DataSource } from 'typeorm';
import { verifyPassword } from '../users/passwords';
import { isFreshSignIn } from './freshSignIn';

export const WRONG_PASSWORD_MESSAGE = 'La contraseña no es correcta.';

/** Who is asking, for an export or a deletion: the session's account, checked as fresh or by its password. */
@Injectable()
export class FamilySignIn {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The account of an active session (CurrentSession already checked it against the sessions table). */
  async owner(session: SessionClaims | null): Promise<FamilyOwner> {
    if (!session) throw new UnauthorizedException(NOT_LOGGED_IN_MESSAGE);
    const [user] = (await this.dataSource.query('SELECT id, lower(email) AS email FROM users WHERE id = $1', [session.sub])) as {
      id: string;
      email: string;
    }[];
    if (!user) throw new UnauthorizedException(NOT_LOGGED_IN_MESSAGE);
    return { userId: user.id, email: user.email };
  }

  async ownerWithPassword(session: SessionClaims | null, password: string): Promise<FamilyOwner> {
    const owner = await this.owner(session);
    const [row] = (await this.dataSource.query('SELECT password_hash FROM users WHERE id = $1', [owner.userId])) as { password_hash: string }[];
    if (!row || !(await verifyPassword(row.password_hash, password))) throw new ForbiddenException(WRONG_PASSWORD_MESSAGE);
    return owner;
  }

  /** Whether the session began (a login, a registration, a reauth) within the last 15 minutes. */
  async isFresh(session: SessionClaims, now: Date = new Date()): Promise<boolean> {
    const [row] = (await this.dataSource.query('SELECT created_at FROM sessions WHERE id = $1 AND user_id = $2', [session.sid, session.sub])) as {
      created_at: Date;
    }[];
    return row !== undefined && isFreshSignIn(row.created_at, now);
  }
}
