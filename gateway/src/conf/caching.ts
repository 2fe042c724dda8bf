import { join } from 'node:path';
import type { NginxConfFile } from 'nginx-conf';
import { type Block, block, emptyConf, quote } from './confTree';
import type { Resolved } from './gatewayOptions';
import { includeSecurityHeaders } from './securityHeaders';
import { HASHED_ASSET_REGEX } from './staticAssets';

// What may be kept, where and for how long: browsers (Cache-Control by file name and media URL)
// and the gateway's own micro-cache of public API reads.

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Service media (chapter narration): file names carry no hash, so a day, then revalidate. */
export const CACHE_MEDIA = 'public, max-age=86400';
/**
 * A media URL that names its version (`?v=` and 12 hex digits, the chapter narration's address as
 * svc-content gives it): a new recording gets a new URL, so a year, immutable. Asked without it,
 * the same file is cached for a day.
 */
export const VERSIONED_MEDIA_QUERY = '^v=[0-9a-f]{12}$';
/**
 * Media whose file name is the hash of what it holds (the Magic Zone's "Escuchar" clips,
 * `audio/zona-magica/<14 hex>.ogg`): another text gets another name, so a year, immutable.
 */
export const HASHED_MEDIA_NAME = '[0-9a-f]{14,64}';
/** Premium media: only the family's browser may keep it, and it asks again (through the check) before reuse. */
export const CACHE_PREMIUM_MEDIA = 'private, no-cache';

/**
 * The API reads nginx may keep for everybody (its micro-cache): answers that are the same for
 * every visitor and every family, whoever's cookie comes with the request. Matched against the
 * method and the raw request line (`$request_uri`), so a query string, an encoded or doubled
 * slash, or any path not listed here is never cached. Never listed, on purpose:
 * - `/api/blog/{slug}`: an exclusive article's text depends on the family's plan;
 * - `/api/books/{id}/chapters/{n}`: chapters 2 and later are premium;
 * - anything under `/api/auth`, `/api/billing`, `/api/chat`, a family's own data: per session.
 */
export const PUBLIC_API_READS: readonly { pattern: string; what: string }[] = [
  { pattern: '/api/products', what: 'the shop catalogue' },
  { pattern: '/api/books', what: 'the book list' },
  { pattern: '/api/books/[0-9]{1,9}', what: 'one book (its chapter list, no chapter text)' },
  { pattern: '/api/blog', what: 'the article list (exclusive articles without their text)' },
];
/** Methods whose answers the micro-cache may keep (nginx caches HEAD as GET). */
export const CACHEABLE_METHODS = ['GET', 'HEAD'] as const;
/** How long nginx keeps a public read when the service names no max-age (a content change shows within this). */
export const MICRO_CACHE_SECONDS = 5;

/** The regex (nginx and JavaScript alike) of `<method>:<request uri>` lines the micro-cache may keep. */
export function publicReadRegex(): string {
  return `^(?:${CACHEABLE_METHODS.join('|')}):(?:${PUBLIC_API_READS.map((r) => r.pattern).join('|')})$`;
}

/** Pure: may the gateway's shared cache keep the answer to this request? */
export function mayMicroCache(method: string, requestUri: string): boolean {
  return new RegExp(publicReadRegex()).test(`${method}:${requestUri}`);
}

/** Static files: the security headers plus the cache policy chosen by `$universo_cache_control`. */
export function staticHeadersConf(confDir: string): NginxConfFile {
  const conf = emptyConf();
  includeSecurityHeaders(conf.nginx, confDir);
  // Without `always`: a 404 for a missing hashed file must not be cached for a year.
  conf.nginx._add('add_header', 'Cache-Control $universo_cache_control');
  return conf;
}

/** The micro-cache's storage and the map that lets only PUBLIC_API_READS into it. */
export function addMicroCacheZone(http: Block, o: Resolved): void {
  // The micro-cache of public reads (PUBLIC_API_READS): a few seconds absorb a burst of identical
  // requests; one request at a time goes to the service (lock), the others get the previous copy
  // while it is refreshed. Everything else bypasses it and is never stored.
  const cacheDir = o.target === 'local' ? join(o.runDir, 'cache', 'api') : join(o.runDir, 'universo_api');
  http._add('proxy_cache_path', `${cacheDir} levels=1:2 keys_zone=universo_api:2m max_size=64m inactive=10m use_temp_path=off`);
  block(http, 'map', '$request_method:$request_uri $universo_no_cache', (map) => {
    map._add('default', quote('1'));
    map._add(quote(`~${publicReadRegex()}`), quote(''));
  });
}

/** What an API location does with the micro-cache (api-proxy.conf). */
export function addMicroCacheDirectives(proxy: Block): void {
  // The micro-cache: only what $universo_no_cache lets through (PUBLIC_API_READS) is looked up or
  // stored. The key has no cookie: those answers are the same for everybody. A service answer
  // with Set-Cookie or `private`/`no-store` is never stored either (nginx's own rule, kept on).
  proxy._add('proxy_cache', 'universo_api');
  proxy._add('proxy_cache_key', '$request_method:$request_uri');
  proxy._add('proxy_cache_bypass', '$universo_no_cache');
  proxy._add('proxy_no_cache', '$universo_no_cache');
  proxy._add('proxy_cache_valid', `200 ${MICRO_CACHE_SECONDS}s`);
  proxy._add('proxy_cache_lock', 'on');
  proxy._add('proxy_cache_lock_timeout', '2s');
  // Stale only while a fresh copy is on its way: a service that is down answers its JSON 503 (the
  // page says so and offers a retry) rather than an old list that could no longer be opened.
  proxy._add('proxy_cache_use_stale', 'updating');
  // No background update: with it, an expired copy is handed out while a refresh runs behind, and
  // a refresh that keeps failing (the service is down) would keep the old copy alive for ever.
  proxy._add('proxy_cache_background_update', 'off');
  proxy._add('proxy_cache_revalidate', 'on');
}

/** Browser cache policies: static files by name, public media by URL. */
export function addCachePolicyMaps(http: Block): void {
  // Cache policy by file name: manifests and entries never cached, hashed assets forever.
  block(http, 'map', '$uri $universo_cache_control', (map) => {
    map._add('default', quote('no-cache'));
    map._add(quote('~/mf-manifest\\.json$'), quote('no-store'));
    map._add(quote('~/remoteEntry\\.js$'), quote('no-store'));
    map._add(quote('~*\\.html?$'), quote('no-cache'));
    map._add(quote(`~*${HASHED_ASSET_REGEX}`), quote(CACHE_IMMUTABLE));
  });

  // Public media: a year when the URL names its version (VERSIONED_MEDIA_QUERY), else a day.
  block(http, 'map', '$args $universo_media_cache', (map) => {
    map._add('default', quote(CACHE_MEDIA));
    map._add(quote(`~${VERSIONED_MEDIA_QUERY}`), quote(CACHE_IMMUTABLE));
  });
}
