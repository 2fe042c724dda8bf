import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Role } from '@universo/contracts';
import { SERVICE_CONFIG, type SessionClaims, type SessionStatusSource, signSessionToken } from '@universo/service-kit';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { AuthConfig } from '../config';
import { SessionEntity } from './entities/session.entity';

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Also the session check of svc-auth's own requests: its database is the source of truth (SESSION_STATUS_SOURCE). */
@Injectable()
export class SessionsService implements SessionStatusSource {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @Inject(SERVICE_CONFIG) private readonly config: AuthConfig,
  ) {}

  get ttlSeconds(): number {
    return (this.config.SESSION_TTL_DAYS * DAY_MS) / 1000;
  }

  /** Starts a new session (a fresh id at every login) and returns its signed cookie value. */
  async start(userId: string, role: Role, now = new Date()): Promise<string> {
    const expiresAt = new Date(now.getTime() + this.config.SESSION_TTL_DAYS * DAY_MS);
    const session = await this.sessions.save(this.sessions.create({ userId, expiresAt, revokedAt: null }));
    const claims: SessionClaims = { sid: session.id, sub: userId, role, exp: Math.floor(expiresAt.getTime() / 1000) };
    return signSessionToken(claims, this.config.SESSION_SECRET);
  }

  /** True while the session was neither ended by logout nor expired. */
  async isActive(claims: SessionClaims, now = new Date()): Promise<boolean> {
    // Ids this service never issued (not UUIDs) name no session; PostgreSQL would refuse them.
    if (!UUID.test(claims.sid) || !UUID.test(claims.sub)) return false;
    return this.sessions.exists({
      where: { id: claims.sid, userId: claims.sub, revokedAt: IsNull(), expiresAt: MoreThan(now) },
    });
  }

  isSessionActive(claims: SessionClaims): Promise<boolean> {
    return this.isActive(claims);
  }

  async end(sessionId: string): Promise<void> {
    // A well-signed id this service never issued (not a UUID) names no session to end.
    if (!UUID.test(sessionId)) return;
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
