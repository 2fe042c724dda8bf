import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { normalizeIp, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { SessionReader } from './sessionAccess';

export const TOO_MANY_REQUESTS_MESSAGE = 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.';

/**
 * The throttler with our JSON 429 message. Where the counters live is the module's choice: svc-chat
 * and svc-auth keep them in PostgreSQL (PostgresThrottlerStorage), shared by every replica; the gateway
 * applies its own per-client limits in front of every replica.
 */
@Injectable()
export class SpanishThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(): Promise<void> {
    throw new HttpException(TOO_MANY_REQUESTS_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * The rate-limit key of a request: the logged-in family when there is a session, so children
 * behind one school or home network do not share a budget; otherwise the client's address.
 */
export function familyOrAddressTracker(sessions: SessionReader): (request: Record<string, unknown>) => string {
  return (request) => {
    const session = sessions.read(request as unknown as FastifyRequest);
    return session ? `user:${session.sub}` : `ip:${normalizeIp(String(request.ip))}`;
  };
}
