import {
  LOGOUT_MESSAGES,
  LOGOUT_PATH,
  LOGOUT_SESSION_COOKIE,
  type LogoutResponse,
  PENDING_LOGOUT_COOKIE,
  PENDING_LOGOUT_MAX_AGE_SECONDS,
  PENDING_LOGOUT_PATH,
} from '../../../packages/contracts/src/logout';
import type { ServiceEntry } from '@universo/route-table';
import { type Block, block, jsonBody, quote } from './confTree';
import type { Resolved } from './gatewayOptions';
import { writeLimit } from './rateLimits';
import { includeSecurityHeaders } from './securityHeaders';
import { upstreamName } from './upstreams';

/**
 * POST /api/auth/logout clears the session cookie whatever svc-auth answers. svc-auth's own answer
 * (ended everywhere) passes through; when it cannot answer (down, timeout, 5xx, rate limit) the
 * gateway answers 202 itself: the session cookie cleared, its token kept in the pending-logout
 * cookie that only POST /api/auth/pending-logout receives, which the shell calls until svc-auth
 * records the end (see packages/contracts/src/logout.ts).
 */
export function addLogoutLocation(server: Block, o: Resolved, service: ServiceEntry): void {
  block(server, 'location', `= ${LOGOUT_PATH}`, (location) => {
    // Not api-proxy.conf: its error pages would answer before the ones below.
    location._add('limit_req', writeLimit(o));
    location._add('proxy_intercept_errors', 'on');
    location._add('error_page', '413 =413 @payload_too_large');
    location._add('error_page', '429 500 502 503 504 =202 @logout_pending');
    location._add('proxy_pass', `http://${upstreamName(service)}`);
  });
  block(server, 'location', '@logout_pending', (location) => {
    includeSecurityHeaders(location, o.confDir);
    location._add('add_header', 'Cache-Control "no-store" always');
    location._add(
      'add_header',
      `Set-Cookie ${quote(`${LOGOUT_SESSION_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$universo_cookie_secure`)} always`,
    );
    location._add('add_header', 'Set-Cookie $universo_pending_logout_cookie always');
    location._add('default_type', 'application/json');
    const body: LogoutResponse = { message: LOGOUT_MESSAGES.pending, revoked: false };
    location._add('return', `202 ${jsonBody(body)}`);
  });
}

/** The pending-logout cookie the gateway's own 202 sets (see addLogoutLocation). */
export function addPendingLogoutCookieMap(http: Block): void {
  // The pending-logout cookie carries the session's token (only a token's characters, never
  // anything a request could smuggle into the header); no session cookie, no pending cookie.
  block(http, 'map', `$cookie_${LOGOUT_SESSION_COOKIE} $universo_pending_logout_cookie`, (map) => {
    map._add('default', quote(''));
    map._add(
      quote('~^[A-Za-z0-9_.-]{1,2048}$'),
      quote(
        `${PENDING_LOGOUT_COOKIE}=$cookie_${LOGOUT_SESSION_COOKIE}; Path=${PENDING_LOGOUT_PATH}; Max-Age=${PENDING_LOGOUT_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict$universo_cookie_secure`,
      ),
    );
  });
}
