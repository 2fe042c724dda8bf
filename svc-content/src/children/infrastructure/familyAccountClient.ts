import { Inject, Injectable, Logger } from '@nestjs/common';
import { getAsFamily, readSessionCookie, SERVICE_CONFIG, sessionCheckSettings } from '@universo/service-kit';
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
  private readonly authUrl: string | undefined;

  constructor(@Inject(SERVICE_CONFIG) config: ContentConfig) {
    this.authUrl = sessionCheckSettings(config).authUrl;
  }

  async accountOf(request: FastifyRequest): Promise<FamilyAccountAnswer> {
    if (!this.authUrl) return { state: 'unconfigured' };
    const token = readSessionCookie(request);
    if (!token) return { state: 'unavailable' };
    const answer = await getAsFamily(this.authUrl, '/api/auth/user', token, 2_000);
    if (!answer.answered) {
      this.logger.warn(`No se pudo leer la cuenta en svc-auth (${answer.reason})`);
      return { state: 'unavailable' };
    }
    const body = answer.body as { firstName?: unknown; age?: unknown; email?: unknown; emailConfirmed?: unknown } | null;
    if (answer.status !== 200 || typeof body?.firstName !== 'string') return { state: 'unavailable' };
    return {
      state: 'known',
      account: {
        firstName: body.firstName,
        age: typeof body.age === 'number' ? body.age : null,
        email: typeof body.email === 'string' ? body.email : null,
        emailConfirmed: body.emailConfirmed !== false,
      },
    };
  }
}
