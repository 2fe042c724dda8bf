import { type Block, block, quote } from './confTree';
import type { RateLimit, Resolved } from './gatewayOptions';

// Request limits per client address: a strict one for login and registration, a looser one for
// every other API write. Their JSON 429 pages are in ./apiRoutes.

/** Paths limited by the strict login/register rate (POST only). */
export const AUTH_RATE_LIMITED_PATHS = ['/api/auth/login', '/api/auth/register'];

export const DEFAULT_RATE_LIMITS = {
  auth: { rate: '30r/m', burst: 20 },
  writes: { rate: '20r/s', burst: 40 },
} satisfies Record<string, RateLimit>;

/** The keys the limits count by: the client address, or empty (never limited) for what is not limited. */
export function addRateLimitKeys(http: Block): void {
  // Only writes count against the looser API limit; an empty key is never limited.
  block(http, 'map', '$request_method $universo_write_key', (map) => {
    map._add('default', '$binary_remote_addr');
    for (const method of ['GET', 'HEAD', 'OPTIONS']) map._add(method, quote(''));
  });
  block(http, 'map', '$request_method $universo_auth_key', (map) => {
    map._add('default', quote(''));
    map._add('POST', '$binary_remote_addr');
  });
}

export function addRateLimitZones(http: Block, o: Resolved): void {
  http._add('limit_req_zone', `$universo_auth_key zone=universo_auth:10m rate=${o.rateLimits.auth.rate}`);
  http._add('limit_req_zone', `$universo_write_key zone=universo_writes:10m rate=${o.rateLimits.writes.rate}`);
  http._add('limit_req_status', '429');
  http._add('limit_req_log_level', 'warn');
}

/** The write limit, as every location that proxies to a service applies it. */
export const writeLimit = (o: Resolved): string => `zone=universo_writes burst=${o.rateLimits.writes.burst} nodelay`;
/** The strict limit of AUTH_RATE_LIMITED_PATHS. */
export const authLimit = (o: Resolved): string => `zone=universo_auth burst=${o.rateLimits.auth.burst} nodelay`;
