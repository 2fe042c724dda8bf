import { Logger } from '@nestjs/common';
import { SESSION_COOKIE, type SessionClaims } from './session';
import { peerHeaders } from './requestContext';

/** Injection token of the {@link SessionStatusSource} a service provides itself (svc-auth: its database). */
export const SESSION_STATUS_SOURCE = Symbol('SESSION_STATUS_SOURCE');

/** svc-auth's answer to `GET /api/auth/session` (always 200 for a request it could answer). */
export interface SessionStatusResponse {
  active: boolean;
}

/** The path svc-auth answers, relative to AUTH_URL. */
export const SESSION_STATUS_PATH = '/api/auth/session';

/** Default of SESSION_CHECK_CACHE_SECONDS: how long a replica trusts "this session is active". */
export const DEFAULT_SESSION_CHECK_CACHE_SECONDS = 30;

/**
 * Whether a well-signed, unexpired session is still active (not ended by logout).
 * `undefined`: nobody could tell (svc-auth unreachable); the signature alone decides then.
 */
export interface SessionStatusSource {
  isSessionActive(claims: SessionClaims, token: string): Promise<boolean | undefined>;
}

interface CachedStatus {
  active: boolean | undefined;
  /** Epoch milliseconds until which the answer is used without asking again. */
  freshUntil: number;
}

export interface RemoteSessionStatusOptions {
  /** svc-auth's base URL (AUTH_URL). */
  authUrl: string;
  /** How long an "active" answer is trusted; 0 asks on every request. */
  cacheSeconds: number;
  /** Per call to svc-auth. */
  timeoutMs?: number;
  /** Most sessions remembered per replica; the oldest are forgotten first. */
  maxEntries?: number;
  fetchFn?: typeof fetch;
  now?: () => number;
  logger?: Pick<Logger, 'warn'>;
  /** Told of every lookup: answered from memory (or a call under way), or asked svc-auth. */
  onLookup?: (result: 'hit' | 'miss') => void;
}

/** When svc-auth cannot answer, ask again after this long (not on every request). */
const RETRY_UNKNOWN_MS = 5_000;

/**
 * Asks svc-auth whether a session is active and remembers the answer per session id, so svc-auth
 * hears from each replica at most once per session per `cacheSeconds`:
 * - active: trusted for `cacheSeconds` (a logout takes effect everywhere within that time);
 * - ended: remembered until the token expires (a session never comes back);
 * - no answer (svc-auth down, timeout, any status but 200): the last answer is kept if there was
 *   one, else the signature decides; asked again after a few seconds.
 * Concurrent requests for the same session share one call.
 */
export class RemoteSessionStatus implements SessionStatusSource {
  private readonly cache = new Map<string, CachedStatus>();
  private readonly inFlight = new Map<string, Promise<boolean | undefined>>();
  private readonly logger: Pick<Logger, 'warn'>;
  private lastWarningAt = Number.NEGATIVE_INFINITY;
  private readonly url: string;
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;
  private readonly maxEntries: number;
  private readonly timeoutMs: number;

  constructor(private readonly options: RemoteSessionStatusOptions) {
    this.url = new URL(SESSION_STATUS_PATH, options.authUrl).href;
    this.fetchFn = options.fetchFn ?? fetch;
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.timeoutMs = options.timeoutMs ?? 2_000;
    this.logger = options.logger ?? new Logger('SessionStatus');
  }

  async isSessionActive(claims: SessionClaims, token: string): Promise<boolean | undefined> {
    const cached = this.cache.get(claims.sid);
    if (cached && cached.freshUntil > this.now()) {
      this.options.onLookup?.('hit');
      return cached.active;
    }
    let pending = this.inFlight.get(claims.sid);
    this.options.onLookup?.(pending ? 'hit' : 'miss');
    if (!pending) {
      pending = this.ask(claims, token, cached).finally(() => this.inFlight.delete(claims.sid));
      this.inFlight.set(claims.sid, pending);
    }
    return pending;
  }

  private async ask(claims: SessionClaims, token: string, previous: CachedStatus | undefined): Promise<boolean | undefined> {
    const answer = await this.request(token);
    const now = this.now();
    if (answer === undefined) {
      const active = previous?.active;
      this.remember(claims.sid, { active, freshUntil: now + RETRY_UNKNOWN_MS });
      return active;
    }
    const freshUntil = answer ? now + this.options.cacheSeconds * 1000 : claims.exp * 1000;
    this.remember(claims.sid, { active: answer, freshUntil });
    return answer;
  }

  private async request(token: string): Promise<boolean | undefined> {
    try {
      const response = await this.fetchFn(this.url, {
        headers: { accept: 'application/json', cookie: `${SESSION_COOKIE}=${token}`, ...peerHeaders() },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (response.status !== 200) {
        await response.body?.cancel();
        this.warn(`svc-auth respondió ${response.status}`);
        return undefined;
      }
      const body = (await response.json()) as Partial<SessionStatusResponse>;
      if (typeof body.active !== 'boolean') {
        this.warn('svc-auth respondió sin el campo "active"');
        return undefined;
      }
      return body.active;
    } catch (error) {
      this.warn(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }

  private remember(sid: string, status: CachedStatus): void {
    // Re-inserted, so the map's first entry is always the one refreshed longest ago.
    this.cache.delete(sid);
    this.cache.set(sid, status);
    if (this.cache.size > this.maxEntries) this.cache.delete(this.cache.keys().next().value as string);
  }

  private warn(reason: string): void {
    const now = this.now();
    if (now - this.lastWarningAt < 60_000) return;
    this.lastWarningAt = now;
    this.logger.warn(`No se pudo comprobar una sesión con svc-auth (${reason}); se confía en la firma mientras tanto.`);
  }
}
