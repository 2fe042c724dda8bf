import { join } from 'node:path';
import type { NginxConfFile } from 'nginx-conf';
import { LOGOUT_PATH } from '../../../packages/contracts/src/logout';
import type { ServiceEntry } from '@universo/route-table';
import { addMicroCacheDirectives } from './caching';
import { type Block, block, emptyConf, errorBody, jsonBody } from './confTree';
import type { Resolved } from './gatewayOptions';
import { addLogoutLocation } from './logout';
import { AUTH_RATE_LIMITED_PATHS, authLimit, writeLimit } from './rateLimits';
import { includeSecurityHeaders } from './securityHeaders';
import { addConfFileLocation } from './staticAssets';
import { upstreamName } from './upstreams';

// The API under /api/: each service's prefixes proxied to it, the OpenAPI document and its page,
// and the gateway's own JSON errors (unknown path, service down, limits, too large).

/** Where the gateway serves the merged OpenAPI document and its reference page. */
export const API_DOCUMENT_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

export const MESSAGES = {
  notFound: 'La ruta de la API solicitada no existe.',
  unavailable: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
  authRateLimited: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  rateLimited: 'Demasiadas peticiones. Espera un momento y vuelve a intentarlo.',
  tooLarge: 'La petición es demasiado grande.',
} as const;

/**
 * Paths a service answers only on its internal port (Prometheus' `/metrics`): the gateway answers
 * them with a JSON 404 itself, so they never reach a service nor fall back to the shell's page.
 */
export const INTERNAL_ONLY_PATHS = ['/metrics'];

/** A location (exact, prefix or named) the gateway answers itself with the services' JSON error shape. */
function addJsonErrorLocation(server: Block, o: Resolved, name: string, status: number, error: string, message: string, extra?: (b: Block) => void): void {
  block(server, 'location', name, (location) => {
    includeSecurityHeaders(location, o.confDir);
    location._add('add_header', 'Cache-Control "no-store" always');
    extra?.(location);
    location._add('default_type', 'application/json');
    location._add('return', `${status} ${jsonBody(errorBody(status, error, message))}`);
  });
}

/** The named locations the error_page directives send to. */
export function addJsonErrorPages(server: Block, o: Resolved): void {
  addJsonErrorLocation(server, o, '@service_unavailable', 503, 'Service Unavailable', MESSAGES.unavailable, (l) =>
    l._add('add_header', 'Retry-After "10" always'),
  );
  addJsonErrorLocation(server, o, '@auth_rate_limited', 429, 'Too Many Requests', MESSAGES.authRateLimited, (l) =>
    l._add('add_header', 'Retry-After "60" always'),
  );
  addJsonErrorLocation(server, o, '@rate_limited', 429, 'Too Many Requests', MESSAGES.rateLimited, (l) => l._add('add_header', 'Retry-After "1" always'));
  addJsonErrorLocation(server, o, '@payload_too_large', 413, 'Payload Too Large', MESSAGES.tooLarge);
}

/** What every API location shares: the write limit and its JSON error pages. */
export function apiProxyConf(o: Resolved): NginxConfFile {
  const conf = emptyConf();
  conf.nginx._add('limit_req', writeLimit(o));
  // error_page is not inherited by a location that sets its own: list them all here.
  conf.nginx._add('error_page', '502 503 504 =503 @service_unavailable');
  conf.nginx._add('error_page', '413 =413 @payload_too_large');
  // The gateway adds nosniff to every answer; a service that sends it too (an image) would repeat it.
  conf.nginx._add('proxy_hide_header', 'X-Content-Type-Options');
  // Likewise the request id: the service echoes the one nginx gave it (and a cached answer would carry an old one).
  conf.nginx._add('proxy_hide_header', 'X-Request-Id');
  addMicroCacheDirectives(conf.nginx);
  // add_header here replaces the server's: the security headers again, and whether it was a HIT.
  includeSecurityHeaders(conf.nginx, o.confDir);
  conf.nginx._add('add_header', 'X-Cache-Status $upstream_cache_status always');
  return conf;
}

function addApiLocation(server: Block, o: Resolved, match: string, service: ServiceEntry, auth: boolean, bodyLimit?: string): void {
  block(server, 'location', match, (location) => {
    location._add('include', join(o.confDir, 'api-proxy.conf'));
    if (bodyLimit) location._add('client_max_body_size', bodyLimit);
    if (auth) location._add('limit_req', authLimit(o));
    location._add('error_page', `429 =429 ${auth ? '@auth_rate_limited' : '@rate_limited'}`);
    location._add('proxy_pass', `http://${upstreamName(service)}`);
  });
}

/** The merged OpenAPI document and the reference page, both files of apiDocsDir (see writeGatewayFiles). */
function addApiDocsLocations(server: Block, o: Resolved): void {
  if (!o.apiDocs) return;
  // Regenerated with each configuration: revalidated, never kept stale.
  addConfFileLocation(server, o, API_DOCUMENT_PATH, 'openapi.json', 'application/json', 'no-cache', o.apiDocsDir);
  addConfFileLocation(server, o, API_DOCS_PATH, 'api-docs.html', 'text/html', 'no-cache', o.apiDocsDir);
}

export function addApiLocations(server: Block, o: Resolved): void {
  addApiDocsLocations(server, o);
  for (const path of INTERNAL_ONLY_PATHS) {
    for (const match of [`= ${path}`, `^~ ${path}/`]) addJsonErrorLocation(server, o, match, 404, 'Not Found', MESSAGES.notFound);
  }
  // Longest prefix wins: `/api/books` and `/api/books/...` go to their service, `/api/booksX`
  // and any other `/api/...` land here.
  addJsonErrorLocation(server, o, '^~ /api/', 404, 'Not Found', MESSAGES.notFound);
  for (const service of o.table.services) {
    for (const prefix of service.api) {
      const clean = prefix.replace(/\/+$/, '');
      addApiLocation(server, o, `= ${clean}`, service, false);
      addApiLocation(server, o, `^~ ${clean}/`, service, false);
      for (const path of AUTH_RATE_LIMITED_PATHS) {
        if (path.startsWith(`${clean}/`)) addApiLocation(server, o, `= ${path}`, service, true);
      }
    }
    if (service.api.some((prefix) => LOGOUT_PATH.startsWith(`${prefix.replace(/\/+$/, '')}/`))) addLogoutLocation(server, o, service);
    // The exact paths that take bigger bodies than the default (a drawing upload): that path only.
    for (const [path, size] of Object.entries(service.bodyLimits ?? {})) {
      addApiLocation(server, o, `= ${path}`, service, AUTH_RATE_LIMITED_PATHS.includes(path), size);
    }
  }
}
