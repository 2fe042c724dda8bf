import { Inject, Injectable, Logger } from '@nestjs/common';
import { readSessionCookie, SERVICE_CONFIG, SESSION_COOKIE, sessionCheckSettings } from '@universo/service-kit';
import type { FastifyRequest } from 'fastify';
import type { ContentConfig } from '../../config';

/** What this service needs to know of the adult's account. */
export interface FamilyAccount {
  firstName: string;
  age: number | null;
  /** The adult's address (the notices about the family go there). */
  email: string | null;
  /** Whether the adult confirmed the e-mail address (true when svc-auth does not report it). */
  emailConfirmed: boolean;
}

/**
 * - `unconfigured`: no AUTH_URL (the service alone, its tests): nothing to ask, the address counts
 *   as confirmed and no first child is made from the account;
 * - `unavailable`: svc-auth did not answer;
 * - `known`: the account.
 */
export type FamilyAccountAnswer = { state: 'unconfigured' } | { state: 'unavailable' } | { state: 'known'; account: FamilyAccount };

/** Asks svc-auth for the signed-in adult's account (`GET /api/auth/user`), with the family's own cookie. */
@Injectable()
export class FamilyAccountClient {
  private readonly logger = new Logger('FamilyAccount');
  private readonly url: string | undefined;

  constructor(@Inject(SERVICE_CONFIG) config: ContentConfig) {
    const { authUrl } = sessionCheckSettings(config);
    this.url = authUrl ? new URL('/api/auth/user', authUrl).href : undefined;
  }

  async accountOf(request: FastifyRequest): Promise<FamilyAccountAnswer> {
    if (!this.url) return { state: 'unconfigured' };
    const token = readSessionCookie(request);
    if (!token) return { state: 'unavailable' };
    try {
      const response = await fetch(this.url, {
        headers: { accept: 'application/json', cookie: `${SESSION_COOKIE}=${token}` },
        signal: AbortSignal.timeout(2_000),
      });
      if (response.status !== 200) {
        await response.body?.cancel();
        return { state: 'unavailable' };
      }
      const body = (await response.json()) as { firstName?: unknown; age?: unknown; email?: unknown; emailConfirmed?: unknown };
      if (typeof body.firstName !== 'string') return { state: 'unavailable' };
      return {
        state: 'known',
        account: {
          firstName: body.firstName,
          age: typeof body.age === 'number' ? body.age : null,
          email: typeof body.email === 'string' ? body.email : null,
          emailConfirmed: body.emailConfirmed !== false,
        },
      };
    } catch (error) {
      this.logger.warn(`No se pudo leer la cuenta en svc-auth (${error instanceof Error ? error.message : String(error)})`);
      return { state: 'unavailable' };
    }
  }
}
