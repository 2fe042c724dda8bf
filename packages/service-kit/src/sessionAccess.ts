import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { parse } from 'cookie';
import type { FastifyRequest } from 'fastify';
import type { BaseServiceConfig } from './config';
import { SESSION_COOKIE, type SessionClaims, verifySessionToken } from './session';
import {
  DEFAULT_SESSION_CHECK_CACHE_SECONDS,
  RemoteSessionStatus,
  SESSION_STATUS_SOURCE,
  type SessionStatusSource,
} from './sessionStatus';
import { SERVICE_CONFIG } from './tokens';

type RequestWithSession = FastifyRequest & {
  /** The session once checked against svc-auth (or its database): what handlers see. */
  universoSession?: SessionClaims | null;
  /** The cookie's signature alone, for code that runs before the check (rate-limit trackers). */
  universoSignedSession?: SessionClaims | null;
  universoSessionCheck?: Promise<SessionClaims | null>;
};

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  return parse(header)[SESSION_COOKIE];
}

/** The settings of the session check, read from the service's environment (see docs/architecture.md). */
export function sessionCheckSettings(config: BaseServiceConfig): { authUrl: string | undefined; cacheSeconds: number } {
  const raw = config as BaseServiceConfig & { AUTH_URL?: unknown };
  const authUrl = typeof raw.AUTH_URL === 'string' && raw.AUTH_URL.trim() ? raw.AUTH_URL.trim() : undefined;
  if (authUrl !== undefined && !/^https?:\/\/[^/]/.test(authUrl)) throw new Error('AUTH_URL debe ser una URL http(s) de svc-auth');
  return { authUrl, cacheSeconds: config.SESSION_CHECK_CACHE_SECONDS ?? DEFAULT_SESSION_CHECK_CACHE_SECONDS };
}

/**
 * The session of a request. Every service verifies the cookie's signature and expiry itself; then
 * it asks whether the session is still active (a logout ends it), without a call to svc-auth per
 * request:
 * - svc-auth provides SESSION_STATUS_SOURCE and answers from its own database;
 * - any other service with AUTH_URL asks svc-auth's `GET /api/auth/session` and caches the answer
 *   per session for SESSION_CHECK_CACHE_SECONDS (default 30);
 * - without AUTH_URL (unit and integration tests of a service alone) the signature decides.
 */
@Injectable()
export class SessionReader {
  private source: SessionStatusSource | null | undefined;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BaseServiceConfig,
    private readonly moduleRef: ModuleRef,
  ) {}

  /**
   * The checked session when the request went through the global guards (always the case in a
   * handler or a route guard); before that (a global rate-limit tracker) the signature alone.
   */
  read(request: FastifyRequest): SessionClaims | null {
    const r = request as RequestWithSession;
    if (r.universoSession !== undefined) return r.universoSession;
    return this.signed(r);
  }

  /** The session of the request once its signature, expiry and (where possible) activity are checked. */
  verify(request: FastifyRequest): Promise<SessionClaims | null> {
    const r = request as RequestWithSession;
    if (r.universoSession !== undefined) return Promise.resolve(r.universoSession);
    r.universoSessionCheck ??= this.check(r).then((session) => {
      r.universoSession = session;
      return session;
    });
    return r.universoSessionCheck;
  }

  private signed(r: RequestWithSession): SessionClaims | null {
    if (r.universoSignedSession === undefined) {
      r.universoSignedSession = verifySessionToken(readSessionCookie(r), this.config.SESSION_SECRET);
    }
    return r.universoSignedSession;
  }

  private async check(r: RequestWithSession): Promise<SessionClaims | null> {
    const claims = this.signed(r);
    if (!claims) return null;
    const source = this.statusSource();
    if (!source) return claims;
    const active = await source.isSessionActive(claims, readSessionCookie(r)!);
    return active === false ? null : claims;
  }

  private statusSource(): SessionStatusSource | null {
    if (this.source === undefined) {
      let local: SessionStatusSource | undefined;
      try {
        local = this.moduleRef.get<SessionStatusSource>(SESSION_STATUS_SOURCE, { strict: false });
      } catch {
        local = undefined;
      }
      const { authUrl, cacheSeconds } = sessionCheckSettings(this.config);
      this.source = local ?? (authUrl ? new RemoteSessionStatus({ authUrl, cacheSeconds }) : null);
      if (!this.source && this.config.NODE_ENV === 'production') {
        new Logger('SessionReader').warn('Sin AUTH_URL: una sesión cerrada sigue valiendo aquí hasta que caduca.');
      }
    }
    return this.source;
  }
}

export const NOT_LOGGED_IN_MESSAGE = 'Inicia sesión para continuar.';

/** Lets a request through only with a valid, active session. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly sessions: SessionReader) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!(await this.sessions.verify(context.switchToHttp().getRequest()))) throw new UnauthorizedException(NOT_LOGGED_IN_MESSAGE);
    return true;
  }
}

/** Lets a request through only with a valid, active session of an admin. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly sessions: SessionReader) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const session = await this.sessions.verify(context.switchToHttp().getRequest());
    if (!session) throw new UnauthorizedException(NOT_LOGGED_IN_MESSAGE);
    if (session.role !== 'admin') throw new ForbiddenException('Esta acción es solo para administradores.');
    return true;
  }
}

/** Checks the session of every request up front, so handlers can read it with CurrentSession. */
@Injectable()
export class SessionAttachGuard implements CanActivate {
  constructor(private readonly sessions: SessionReader) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.sessions.verify(context.switchToHttp().getRequest());
    return true;
  }
}

/** The checked session of the request, or null for visitors (and for a session ended by logout). */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionClaims | null =>
    context.switchToHttp().getRequest<RequestWithSession>().universoSession ?? null,
);
