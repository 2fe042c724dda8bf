import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { parse } from 'cookie';
import { type AdminSessionStatus, SECOND_FACTOR_ENROL_MESSAGE, SECOND_FACTOR_VERIFY_MESSAGE, type SecondFactorState } from '@universo/contracts';
import type { FastifyRequest } from 'fastify';
import { ADMIN_STATUS_SOURCE, type AdminStatusSource, AdminStatusUnavailableError, DEFAULT_ADMIN_CHECK_CACHE_SECONDS, RemoteAdminStatus } from './adminStatus';
import type { BaseServiceConfig } from './config';
import { SESSION_COOKIE, type SessionClaims, verifySessionToken } from './session';
import { DEFAULT_SESSION_CHECK_CACHE_SECONDS, RemoteSessionStatus, SESSION_STATUS_SOURCE, type SessionStatusSource } from './sessionStatus';
import { SERVICE_CONFIG } from './tokens';
import { cacheLookupCounter } from './metrics/optionalMetrics';
import { optionalProvider } from './optionalProvider';

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
      const local = optionalProvider<SessionStatusSource>(this.moduleRef, SESSION_STATUS_SOURCE);
      const { authUrl, cacheSeconds } = sessionCheckSettings(this.config);
      this.source = local ?? (authUrl ? new RemoteSessionStatus({ authUrl, cacheSeconds, onLookup: cacheLookupCounter(this.moduleRef, 'session') }) : null);
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

export const ADMINS_ONLY_MESSAGE = 'Esta acción es solo para administradores.';
export const ADMIN_CHECK_UNAVAILABLE_MESSAGE = 'No pudimos comprobar tu acceso de administración. Inténtalo de nuevo en unos segundos.';

/** The 403 of an admin whose session still needs its second factor: `secondFactor` tells the page what to show. */
export class SecondFactorRequiredException extends ForbiddenException {
  constructor(readonly secondFactor: Exclude<SecondFactorState, 'verified'>) {
    super({ message: secondFactor === 'enrol' ? SECOND_FACTOR_ENROL_MESSAGE : SECOND_FACTOR_VERIFY_MESSAGE, secondFactor });
  }
}

/** The settings of the admin check, read from the service's environment. */
export function adminCheckSettings(config: BaseServiceConfig): { authUrl: string | undefined; cacheSeconds: number } {
  return { authUrl: sessionCheckSettings(config).authUrl, cacheSeconds: config.ADMIN_CHECK_CACHE_SECONDS ?? DEFAULT_ADMIN_CHECK_CACHE_SECONDS };
}

/**
 * Lets a request through only for an admin as svc-auth sees it now, with a second factor verified
 * on this session. The cookie's role is never trusted to grant anything (only to refuse a family
 * without asking): the role, the session's activity and its second-factor mark are read from
 * svc-auth on every admin action, each answer used for ADMIN_CHECK_CACHE_SECONDS at most (5 s), so
 * a demotion or a logout everywhere stops admin actions in every replica within seconds.
 * svc-auth answers from its own database (ADMIN_STATUS_SOURCE); every other service asks
 * `GET /api/auth/admin/session` at AUTH_URL. Without either, or when svc-auth cannot answer, the
 * action is refused (503): an admin action never runs on the signature alone.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  private readonly logger = new Logger('AdminGuard');
  private source: AdminStatusSource | null | undefined;

  constructor(
    private readonly sessions: SessionReader,
    @Inject(SERVICE_CONFIG) private readonly config: BaseServiceConfig,
    private readonly moduleRef: ModuleRef,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const session = await this.sessions.verify(request);
    if (!session) throw new UnauthorizedException(NOT_LOGGED_IN_MESSAGE);
    if (session.role !== 'admin') throw new ForbiddenException(ADMINS_ONLY_MESSAGE);
    const source = this.statusSource();
    if (!source) throw new ServiceUnavailableException(ADMIN_CHECK_UNAVAILABLE_MESSAGE);
    let status: AdminSessionStatus;
    try {
      status = await source.adminStatus(session, readSessionCookie(request)!);
    } catch (error) {
      if (!(error instanceof AdminStatusUnavailableError)) throw error;
      this.logger.warn(`No se pudo comprobar un administrador: ${error.message}`);
      throw new ServiceUnavailableException(ADMIN_CHECK_UNAVAILABLE_MESSAGE);
    }
    // Ended by a logout (everywhere) since the cached session check: asked to log in again.
    if (!status.active) throw new UnauthorizedException(NOT_LOGGED_IN_MESSAGE);
    if (!status.admin) throw new ForbiddenException(ADMINS_ONLY_MESSAGE);
    if (status.secondFactor !== 'verified') throw new SecondFactorRequiredException(status.secondFactor);
    return true;
  }

  private statusSource(): AdminStatusSource | null {
    if (this.source === undefined) {
      const local = optionalProvider<AdminStatusSource>(this.moduleRef, ADMIN_STATUS_SOURCE);
      const { authUrl, cacheSeconds } = adminCheckSettings(this.config);
      this.source = local ?? (authUrl ? new RemoteAdminStatus({ authUrl, cacheSeconds, onLookup: cacheLookupCounter(this.moduleRef, 'admin') }) : null);
      if (!this.source) this.logger.warn('Sin AUTH_URL no se puede comprobar a los administradores: sus acciones se rechazan.');
    }
    return this.source;
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
  (_data: unknown, context: ExecutionContext): SessionClaims | null => context.switchToHttp().getRequest<RequestWithSession>().universoSession ?? null,
);
