import type { AdminSessionStatus } from '@universo/contracts';
import { type CacheLookupResult, EntitlementCache } from './premium/entitlementCache';
import { SESSION_COOKIE, type SessionClaims } from './session';
import { peerHeaders } from './requestContext';

/** Injection token of the {@link AdminStatusSource} svc-auth provides itself (its database). */
export const ADMIN_STATUS_SOURCE = Symbol('ADMIN_STATUS_SOURCE');

/** The path svc-auth answers, relative to AUTH_URL. */
export const ADMIN_STATUS_PATH = '/api/auth/admin/session';

/** Default of ADMIN_CHECK_CACHE_SECONDS: how long a replica trusts svc-auth's answer about an admin. */
export const DEFAULT_ADMIN_CHECK_CACHE_SECONDS = 5;

/**
 * What svc-auth knows now about a session's admin rights: its role read from the database (a
 * demotion counts at once), whether the session is still active, and its second factor.
 */
export interface AdminStatusSource {
  adminStatus(claims: SessionClaims, token: string): Promise<AdminSessionStatus>;
}

/** svc-auth could not answer: an admin action fails closed (503), it is never let through. */
export class AdminStatusUnavailableError extends Error {}

export interface RemoteAdminStatusOptions {
  /** svc-auth's base URL (AUTH_URL). */
  authUrl: string;
  /** How long one answer is used per session; 0 asks on every admin action. */
  cacheSeconds: number;
  timeoutMs?: number;
  fetchFn?: typeof fetch;
  now?: () => number;
  /** Told of every lookup (the service's hit and miss counters). */
  onLookup?: (result: CacheLookupResult) => void;
}

/**
 * Asks svc-auth's `GET /api/auth/admin/session` with the admin's cookie and remembers the answer
 * per session for a few seconds only, so a demotion, a logout everywhere or an expired second
 * factor stops admin actions in every replica within that time. Failures are not remembered.
 */
export class RemoteAdminStatus implements AdminStatusSource {
  private readonly url: string;
  private readonly cache: EntitlementCache<AdminSessionStatus>;
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;

  constructor(options: RemoteAdminStatusOptions) {
    this.url = new URL(ADMIN_STATUS_PATH, options.authUrl).href;
    this.cache = new EntitlementCache(options.cacheSeconds * 1000, options.now, undefined, options.onLookup);
    this.fetchFn = options.fetchFn ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 2_000;
  }

  adminStatus(claims: SessionClaims, token: string): Promise<AdminSessionStatus> {
    return this.cache.get(claims.sid, () => this.request(token));
  }

  private async request(token: string): Promise<AdminSessionStatus> {
    let response: Response;
    try {
      response = await this.fetchFn(this.url, {
        headers: { accept: 'application/json', cookie: `${SESSION_COOKIE}=${token}`, ...peerHeaders() },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new AdminStatusUnavailableError(`svc-auth no respondió (${error instanceof Error ? error.message : String(error)})`);
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new AdminStatusUnavailableError(`svc-auth respondió ${response.status}`);
    }
    const body = (await response.json().catch(() => null)) as Partial<AdminSessionStatus> | null;
    if (!isAdminSessionStatus(body)) throw new AdminStatusUnavailableError('svc-auth respondió sin el estado de administración');
    return body;
  }
}

function isAdminSessionStatus(value: Partial<AdminSessionStatus> | null): value is AdminSessionStatus {
  return (
    value !== null &&
    typeof value.active === 'boolean' &&
    typeof value.admin === 'boolean' &&
    (value.secondFactor === 'enrol' || value.secondFactor === 'verify' || value.secondFactor === 'verified') &&
    (value.verifiedUntil === null || typeof value.verifiedUntil === 'string')
  );
}
