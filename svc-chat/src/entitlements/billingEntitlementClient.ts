import type { EntitlementResponse } from '@universo/contracts';
import { SESSION_COOKIE } from '@universo/service-kit';

/** Billing did not give a usable answer (down, slow, or answering nonsense): premium cannot be decided. */
export class BillingUnavailableError extends Error {
  constructor(reason: string) {
    super(`svc-billing no respondió: ${reason}`);
    this.name = 'BillingUnavailableError';
  }
}

function isEntitlement(value: unknown): value is EntitlementResponse {
  return typeof value === 'object' && value !== null && typeof (value as EntitlementResponse).premium === 'boolean';
}

/**
 * Asks svc-billing (the source of truth) whether the user of a session cookie is premium:
 * `GET {BILLING_URL}/api/billing/entitlement` with only that user's `uf_session` cookie.
 */
export class BillingEntitlementClient {
  private readonly url: string;

  constructor(
    billingUrl: string,
    private readonly timeoutMs: number,
  ) {
    this.url = `${billingUrl.replace(/\/+$/, '')}/api/billing/entitlement`;
  }

  async isPremium(sessionToken: string): Promise<boolean> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        headers: { cookie: `${SESSION_COOKIE}=${sessionToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      throw new BillingUnavailableError(error instanceof Error ? error.name : 'error de red');
    }
    // Billing does not recognise the session (signed out, expired): not premium.
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      return false;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new BillingUnavailableError(`estado ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new BillingUnavailableError('respuesta que no es JSON');
    }
    if (!isEntitlement(body)) throw new BillingUnavailableError('respuesta sin "premium"');
    return body.premium;
  }
}
