import { cpSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
// The premium table's source file, not the package: the gateway's config is generated with tsx
// before (and without) any build, also inside its image, and that file imports nothing.
import { PREMIUM_ITEMS, PREMIUM_MEDIA } from '../../../packages/contracts/src/premium';
import { mediaRoutes, type RouteTable } from '@universo/route-table';
import { CACHE_IMMUTABLE, CACHE_PREMIUM_MEDIA, HASHED_MEDIA_NAME } from './caching';
import { type Block, block, errorBody, jsonBody, quote, regexEscape } from './confTree';
import type { Resolved } from './gatewayOptions';
import { includeSecurityHeaders } from './securityHeaders';
import { upstreamName } from './upstreams';

// The services' media (chapter narration, illustrations, the Magic Zone's clips), served by the
// gateway from disk; premium files only after billing says yes.

/** Where billing answers whether a family may have a premium item (204 yes, 403 no). */
export const ENTITLEMENT_CHECK_PATH = '/api/billing/entitlement/';
/** compose: where the gateway image keeps each service's media (`<root>/<service dir>/<folder>`). */
export const COMPOSE_MEDIA_ROOT = '/usr/share/universo/media';
/**
 * The only file types served from a service's media folder (never its other JSON, such as the
 * narration manifest, or dotfiles): media, the chapter illustrations, and the narration's sentence
 * timings beside its audio.
 */
export const MEDIA_EXTENSIONS = ['ogg', 'opus', 'mp3', 'm4a', 'wav', 'webm', 'png', 'jpg', 'jpeg', 'webp', 'avif', 'pdf', 'svg', 'timings.json'];
const mediaExtensionsRegex = (): string => MEDIA_EXTENSIONS.map((extension) => extension.replace(/\./g, '\\.')).join('|');

/**
 * Service media straight from disk (local: the workspace folder; compose: the copy inside the
 * gateway image), with range requests for audio seeking. Only media file types are served; any
 * other path below the prefix is a 404, never the shell's index page.
 */
export function addMediaLocations(server: Block, o: Resolved): void {
  // No media, nothing premium to guard: a route table without billing stays valid.
  if (o.media.length === 0) return;
  const billing = o.table.services.find((service) => service.api.some((path) => ENTITLEMENT_CHECK_PATH.startsWith(`${path.replace(/\/+$/, '')}/`)));
  if (!billing) throw new Error(`Ningún servicio de la tabla de rutas atiende ${ENTITLEMENT_CHECK_PATH}`);
  const extensions = mediaExtensionsRegex();
  for (const { prefix, dir } of o.media) {
    block(server, 'location', `^~ ${prefix}`, (location) => {
      // Premium files first (the first matching regex wins): served only after billing's yes.
      for (const { item, path } of PREMIUM_MEDIA) {
        block(location, 'location', `~* ^${regexEscape(prefix)}(?<premium_file>${path}\\.(?:${extensions}))$`, (file) => {
          file._add('auth_request', `/_premium/${item}`);
          file._add('error_page', `401 403 =403 @premium_${item}`);
          file._add('error_page', '500 502 503 504 =503 @service_unavailable');
          includeSecurityHeaders(file, o.confDir);
          file._add('add_header', `Cache-Control ${quote(CACHE_PREMIUM_MEDIA)} always`);
          file._add('add_header', 'Vary "Cookie" always');
          file._add('alias', `${dir}/$premium_file`);
        });
      }
      // Quoted: nginx reads the braces of {14,64} as a block otherwise. Case-sensitive, like the names.
      block(location, 'location', `~ "^${regexEscape(prefix)}((?:[a-z0-9_-]+/)*${HASHED_MEDIA_NAME}\\.(?:${extensions}))$"`, (file) => {
        includeSecurityHeaders(file, o.confDir);
        file._add('add_header', `Cache-Control ${quote(CACHE_IMMUTABLE)}`);
        file._add('alias', `${dir}/$1`);
      });
      block(location, 'location', `~* ^${regexEscape(prefix)}(.+\\.(?:${extensions}))$`, (file) => {
        includeSecurityHeaders(file, o.confDir);
        // Without `always`: a missing file's 404 is not cached. A year when the URL names its version.
        file._add('add_header', 'Cache-Control $universo_media_cache');
        file._add('alias', `${dir}/$1`);
      });
      location._add('return', '404');
    });
  }
  for (const { item } of PREMIUM_MEDIA) {
    // The check itself: billing reads the family's cookie; nothing of the file's request body goes.
    block(server, 'location', `= /_premium/${item}`, (check) => {
      check._add('internal', '');
      check._add('proxy_pass_request_body', 'off');
      check._add('proxy_set_header', 'Content-Length ""');
      check._add('proxy_pass', `http://${upstreamName(billing)}${ENTITLEMENT_CHECK_PATH}${item}`);
    });
    // The same JSON as a service's 403 for premium content, `premiumItem` included.
    block(server, 'location', `@premium_${item}`, (denied) => {
      includeSecurityHeaders(denied, o.confDir);
      denied._add('add_header', 'Cache-Control "private, no-store" always');
      denied._add('add_header', 'Vary "Cookie" always');
      // An empty types map: the file's extension (.ogg) must not decide this answer's type.
      block(denied, 'types', '', () => undefined);
      denied._add('default_type', 'application/json');
      denied._add('return', `403 ${jsonBody({ ...errorBody(403, 'Forbidden', PREMIUM_ITEMS[item].message), premiumItem: item })}`);
    });
  }
}

/**
 * compose: copies every service's media files (only the served types) into `outDir`, laid out as
 * the compose config aliases them below COMPOSE_MEDIA_ROOT. The Dockerfile's gateway target runs it.
 */
export function copyMediaForImage(table: RouteTable, outDir: string): string[] {
  const extension = new RegExp(`\\.(?:${mediaExtensionsRegex()})$`, 'i');
  mkdirSync(outDir, { recursive: true });
  const copied: string[] = [];
  for (const route of mediaRoutes(table)) {
    const from = join(table.root, route.dir);
    if (!existsSync(from)) continue;
    cpSync(from, join(outDir, route.dir), {
      recursive: true,
      filter: (source) => !/(^|\/)\./.test(source.slice(from.length)) && (statSync(source).isDirectory() || extension.test(source)),
    });
    copied.push(route.dir);
  }
  return copied;
}
