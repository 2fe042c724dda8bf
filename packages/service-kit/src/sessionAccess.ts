import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { parse } from 'cookie';
import type { FastifyRequest } from 'fastify';
import type { BaseServiceConfig } from './config';
import { SESSION_COOKIE, type SessionClaims, verifySessionToken } from './session';
import { SERVICE_CONFIG } from './tokens';

type RequestWithSession = FastifyRequest & { universoSession?: SessionClaims | null };

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  return parse(header)[SESSION_COOKIE];
}

/** Verifies the session cookie once per request, from the token alone (no call to svc-auth). */
@Injectable()
export class SessionReader {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: BaseServiceConfig) {}

  read(request: FastifyRequest): SessionClaims | null {
    const r = request as RequestWithSession;
    if (r.universoSession === undefined) {
      r.universoSession = verifySessionToken(readSessionCookie(request), this.config.SESSION_SECRET);
    }
    return r.universoSession;
  }
}

export const NOT_LOGGED_IN_MESSAGE = 'Inicia sesión para continuar.';

/** Lets a request through only with a valid session. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly sessions: SessionReader) {}

  canActivate(context: ExecutionContext): boolean {
    if (!this.sessions.read(context.switchToHttp().getRequest())) throw new UnauthorizedException(NOT_LOGGED_IN_MESSAGE);
    return true;
  }
}

/** Lets a request through only with a valid session of an admin. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly sessions: SessionReader) {}

  canActivate(context: ExecutionContext): boolean {
    const session = this.sessions.read(context.switchToHttp().getRequest());
    if (!session) throw new UnauthorizedException(NOT_LOGGED_IN_MESSAGE);
    if (session.role !== 'admin') throw new ForbiddenException('Esta acción es solo para administradores.');
    return true;
  }
}

/** Verifies the session of every request up front, so handlers can read it with CurrentSession. */
@Injectable()
export class SessionAttachGuard implements CanActivate {
  constructor(private readonly sessions: SessionReader) {}

  canActivate(context: ExecutionContext): boolean {
    this.sessions.read(context.switchToHttp().getRequest());
    return true;
  }
}

/** The verified session of the request, or null for visitors. */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionClaims | null =>
    context.switchToHttp().getRequest<RequestWithSession>().universoSession ?? null,
);
