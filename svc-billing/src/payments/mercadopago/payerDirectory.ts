import { BadGatewayException, Logger, UnauthorizedException } from '@nestjs/common';
import { NOT_LOGGED_IN_MESSAGE, peerHeaders, SESSION_COOKIE } from '@universo/service-kit';

const PAYER_EMAIL_UNAVAILABLE = 'No pudimos confirmar el correo de tu cuenta para el pago. Inténtalo de nuevo en unos minutos.';

/**
 * MercadoPago requires payer_email to create a subscription, and billing keeps no user data: it
 * asks svc-auth (AUTH_URL) for the current user with the family's own session cookie, once per
 * subscription created. The e-mail is passed on to MercadoPago and not stored here.
 */
export class PayerDirectory {
  private readonly logger = new Logger('PayerDirectory');

  constructor(
    private readonly authUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async emailOf(sessionToken: string | undefined): Promise<string> {
    if (!sessionToken) throw new UnauthorizedException(NOT_LOGGED_IN_MESSAGE);
    let response: Response;
    try {
      response = await fetch(`${this.authUrl.replace(/\/+$/, '')}/api/auth/user`, {
        headers: { cookie: `${SESSION_COOKIE}=${sessionToken}`, accept: 'application/json', ...peerHeaders() },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      this.logger.error(`svc-auth no responde: ${String(error)}`);
      throw new BadGatewayException(PAYER_EMAIL_UNAVAILABLE);
    }
    if (response.status === 401) throw new UnauthorizedException(NOT_LOGGED_IN_MESSAGE);
    const user = response.ok ? ((await response.json().catch(() => null)) as { email?: unknown } | null) : null;
    if (typeof user?.email !== 'string' || !user.email.includes('@')) {
      this.logger.error(`svc-auth respondió ${response.status} sin un correo`);
      throw new BadGatewayException(PAYER_EMAIL_UNAVAILABLE);
    }
    return user.email;
  }
}
