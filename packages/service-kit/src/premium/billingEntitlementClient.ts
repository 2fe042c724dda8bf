import { type EntitlementResponse, FAMILY_TIERS } from '@universo/contracts';
import { peerHeaders } from '../requestContext';
import { SESSION_COOKIE } from '../session';

/** Billing did not give a usable answer (down, slow, or answering nonsense): premium cannot be decided. */
export class BillingUnavailableError extends Error {
  constructor(reason: string) {
    super(`svc-billing no respondió: ${reason}`);
    this.name = 'BillingUnavailableError';
  }
}

function isEntitlement(value: unknown): value is EntitlementResponse {
  const v = value as EntitlementResponse | null;
  return typeof v === 'object' && v !== null && typeof v.premium === 'boolean' && (FAMILY_TIERS as readonly unknown[]).includes(v.tier);
}

/** What a signed-out or unknown session is: the same as a visitor. */
export const VISITOR_ENTITLEMENT: EntitlementResponse = Object.freeze({ tier: 'visitor', premium: false, status: null, until: null });

/**
 * Asks svc-billing (the source of truth) for the tier of the user of a session cookie:
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

  async entitlement(sessionToken: string): Promise<EntitlementResponse> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        headers: { cookie: `${SESSION_COOKIE}=${sessionToken}`, accept: 'application/json', ...peerHeaders() },
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      throw new BillingUnavailableError(error instanceof Error ? error.name : 'error de red');
    }
    // Billing does not recognise the session (signed out, expired): a visitor.
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      return VISITOR_ENTITLEMENT;
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
    if (!isEntitlement(body)) throw new BillingUnavailableError('respuesta sin "tier" ni "premium"');
    return body;
  }
}
