import { join } from 'node:path';
import { dataPreloads, pageFragmentPath, pagePatternRegex, REMOTES_PATH_PREFIX, remotesManifest, type RouteTable } from '@universo/route-table';
import { dataPreloadDirectives } from '../dataPreloads';
import { firstScreenMaps, LATE_START_VARIABLE } from '../firstScreens';
import { type Block, block, quote, regexEscape } from './confTree';
import type { Resolved } from './gatewayOptions';
import { includeSecurityHeaders } from './securityHeaders';
import { staticUpstreamName } from './upstreams';

// The shell's page as the gateway fills it in (SSI): which remote draws the requested page, the
// preloads of its code and first API reads, and the link-preview fragment of an item's page.

/**
 * The nginx variable that names the remote owning the requested page (empty: the shell's own
 * page). The shell's index.html includes `/remotes/<that remote>/preload.html` with it (SSI); the
 * name is PAGE_REMOTE_VARIABLE of packages/federation/src/pageIncludes.mjs.
 */
export const PAGE_REMOTE_VARIABLE = 'universo_remote';
/**
 * The nginx variable naming the link-preview fragment of the requested page (empty: none), and
 * the one with the page's origin that fragment writes before its image path (link-preview
 * crawlers want absolute URLs): PAGE_PREVIEW_VARIABLE and PAGE_ORIGIN_VARIABLE of
 * packages/federation/src/pageIncludes.mjs.
 */
export const PAGE_PREVIEW_VARIABLE = 'universo_preview';
/** The nginx variable naming the preload fragment of the requested page's own code (PAGE_CODE_VARIABLE of pageIncludes.mjs). */
export const PAGE_CODE_VARIABLE = 'universo_page_code';
export const PAGE_ORIGIN_VARIABLE = 'universo_origin';
/** Where a remote's build writes its fragments and their images (REMOTE_PREVIEWS_FOLDER there). */
export const REMOTE_PREVIEWS_FOLDER = 'previews';

/**
 * The regex (nginx `~*` and JavaScript `i` alike) of the pages of one item of a preview route
 * (`/historia/3`, `/historia/3/capitulo/2`), capturing the item's id.
 */
export function previewRouteRegex(route: string): string {
  const clean = route.replace(/\/+$/, '');
  return `^${regexEscape(clean)}/([1-9][0-9]{0,8})(?:[/?]|$)`;
}

/** The fragment's path for a route's item: `/remotes/stories/previews/historia-3.html` (previewFileName there). */
export function previewFragmentPath(remoteName: string, route: string, id: string): string {
  return `${REMOTES_PATH_PREFIX}${remoteName}/${REMOTE_PREVIEWS_FOLDER}/${route.replace(/^\/+|\/+$/g, '').replace(/\//g, '-')}-${id}.html`;
}

/** Pure: the fragment the gateway includes into the page at this request URI, as its map decides. */
export function previewForRequestUri(table: Pick<RouteTable, 'remotes'>, requestUri: string): string | undefined {
  for (const remote of table.remotes) {
    for (const route of remote.previews ?? []) {
      const match = new RegExp(previewRouteRegex(route), 'i').exec(requestUri);
      if (match) return previewFragmentPath(remote.name, route, match[1]!);
    }
  }
  return undefined;
}

/** The remote's container file, the same for every remote (REMOTE_ENTRY_FILE of @universo/federation). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The regex (nginx `~*` and JavaScript `i` alike) of the request URIs a client route owns: the
 * route itself and everything below it, with or without a query string, as the shell matches.
 */
export function clientRouteRegex(route: string): string {
  const clean = route.replace(/\/+$/, '');
  return `^${regexEscape(clean)}(?:[/?]|$)`;
}

/** Pure: the remote that owns the page at this request URI, as the gateway's map decides. */
export function remoteForRequestUri(table: Pick<RouteTable, 'remotes'>, requestUri: string): string | undefined {
  return table.remotes.find((remote) => remote.routes.some((route) => new RegExp(clientRouteRegex(route), 'i').test(requestUri)))?.name;
}

/** The `Link` header that starts a remote's entry download with the page (empty for none). */
export function remoteEntryPreloadLink(remoteName: string): string {
  return remoteName ? `<${REMOTES_PATH_PREFIX}${remoteName}/${REMOTE_ENTRY_FILE}>; rel=preload; as=script` : '';
}

/**
 * remotes.json as the shell's page carries it inside `<script type="application/json">`: `<`, `>`
 * and `&` escaped as \u00XX (still the same JSON), so no route text can close the element.
 */
export function remotesMapJson(table: RouteTable): string {
  return `${JSON.stringify(remotesManifest(table), null, 2).replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`)}\n`;
}

/** The `Link` preloads of the requested page's own first reads, and of every page's. */
const DATA_LINK_VARIABLE = '$universo_data_link';
const EVERY_PAGE_DATA_LINK_VARIABLE = '$universo_every_page_data_link';

/** Each `Link` header of the shell's page: its hints, and what is sent of them (none for a late start). */
const PAGE_LINK_HEADERS: [string, string][] = [
  ['$universo_remote_link', '$universo_remote_link_sent'],
  [EVERY_PAGE_DATA_LINK_VARIABLE, `${EVERY_PAGE_DATA_LINK_VARIABLE}_sent`],
  [DATA_LINK_VARIABLE, `${DATA_LINK_VARIABLE}_sent`],
];

/** The http-level maps from the request to what the shell's page includes. */
export function addPageMaps(http: Block, o: Resolved): void {
  // Which remote draws the requested page (from the route table): the shell's page preloads its
  // entry (Link header) and, through SSI, the chunks its build listed in preload.html.
  block(http, 'map', `$request_uri $${PAGE_REMOTE_VARIABLE}`, (map) => {
    map._add('default', quote(''));
    for (const remote of o.table.remotes) {
      for (const route of remote.routes) map._add(quote(`~*${clientRouteRegex(route)}`), quote(remote.name));
    }
  });
  // The link-preview fragment of an item's page (the route table's `previews`): the shell's page
  // includes it, so crawlers that run no JavaScript see the item's og:image. $request_uri, not
  // $uri: the page is served after try_files moved $uri to /index.html.
  block(http, 'map', `$request_uri $${PAGE_PREVIEW_VARIABLE}`, (map) => {
    map._add('default', quote(''));
    for (const remote of o.table.remotes) {
      for (const route of remote.previews ?? []) map._add(quote(`~*${previewRouteRegex(route)}`), quote(previewFragmentPath(remote.name, route, '$1')));
    }
  });
  // A visitor's first screen of the page (../firstScreens.ts), where a capture keeps them.
  for (const { source, variable, entries } of firstScreenMaps(o.firstScreensDir)) {
    block(http, 'map', `${source} ${variable}`, (map) => {
      for (const [key, value] of entries) map._add(key === 'default' ? key : quote(key), quote(value));
    });
  }
  // The preload fragment of the requested page's own code (the route table's `pages`): the
  // shell's page includes it, so the page's chunk downloads with the page, not after the remote ran.
  block(http, 'map', `$request_uri $${PAGE_CODE_VARIABLE}`, (map) => {
    map._add('default', quote(''));
    for (const remote of o.table.remotes) {
      for (const [name, page] of Object.entries(remote.pages ?? {})) map._add(quote(`~*${pagePatternRegex(page)}`), quote(pageFragmentPath(remote.name, name)));
    }
  });
  block(http, 'map', `$universo_public_scheme $${PAGE_ORIGIN_VARIABLE}`, (map) => map._add('default', quote('$universo_public_scheme://$universo_host')));
  // The API reads the requested page makes first (the route table's `preloads`): preloaded with
  // the page, so the data arrives beside the JavaScript instead of after it has run.
  const preloads = dataPreloadDirectives(dataPreloads(o.table));
  block(http, 'map', `$request_uri ${DATA_LINK_VARIABLE}`, (map) => {
    map._add('default', quote(''));
    for (const [regex, link] of preloads.byPage) map._add(quote(`~*${regex}`), quote(link));
  });
  block(http, 'map', `$request_uri ${EVERY_PAGE_DATA_LINK_VARIABLE}`, (map) => map._add('default', quote(preloads.everyPage)));
  block(http, 'map', `$${PAGE_REMOTE_VARIABLE} $universo_remote_link`, (map) => {
    map._add('default', quote(remoteEntryPreloadLink(`$${PAGE_REMOTE_VARIABLE}`)));
    map._add(quote(''), quote(''));
  });
  // A visitor's page that comes with its first screen starts its code only once that screen is
  // painted (lateStartBlock of packages/federation/src/pageIncludes.mjs): no Link preload either,
  // or the download would compete with the page's text and pictures all the same.
  for (const [variable, sent] of PAGE_LINK_HEADERS) {
    block(http, 'map', `$${LATE_START_VARIABLE} ${sent}`, (map) => {
      map._add('default', quote(''));
      map._add(quote(''), variable);
    });
  }
}

/**
 * The shell's page, filled in at serve time (SSI, see packages/federation/src/pageIncludes.mjs):
 * the remote map as JSON data and the route's preload hints, so moving a remote never needs a
 * shell build and the browser fetches the route's remote beside the shell, not after it. SSI reads
 * text, so this page is never the build's .gz (the gateway compresses what it sends); a missing
 * include is left out (the shell then fetches /remotes.json itself).
 */
export function addShellPageIncludes(location: Block): void {
  location._add('ssi', 'on');
  location._add('ssi_silent_errors', 'on');
  location._add('gzip_static', 'off');
  // nginx leaves out a header whose value is empty: each Link line is sent only when it has hints.
  for (const [, sent] of PAGE_LINK_HEADERS) location._add('add_header', `Link ${sent}`);
}

/**
 * A remote's link-preview fragments (and their images): the fragment writes the page's origin
 * before its image path with an SSI echo, so SSI runs on it; never the build's .gz of it. A
 * fragment that does not exist (an unknown book) adds nothing to the page: its 404 is answered
 * with an empty body.
 */
export function addPreviewLocation(parent: Block, o: Resolved, remoteName: string, remoteDir: string): void {
  const prefix = `${REMOTES_PATH_PREFIX}${remoteName}/${REMOTE_PREVIEWS_FOLDER}/`;
  block(parent, 'location', `^~ ${prefix}`, (location) => {
    location._add('include', join(o.confDir, 'static-headers.conf'));
    location._add('ssi', 'on');
    location._add('gzip_static', 'off');
    location._add('error_page', `404 = @no_preview_${remoteName}`);
    if (o.target === 'compose') {
      location._add('proxy_hide_header', 'Cache-Control');
      location._add('proxy_intercept_errors', 'on');
      location._add('proxy_pass', `http://${staticUpstreamName(remoteDir)}/${REMOTE_PREVIEWS_FOLDER}/`);
    } else {
      location._add('alias', `${o.remoteDirs[remoteName]}/${REMOTE_PREVIEWS_FOLDER}/`);
    }
  });
}

/** No fragment for an item: nothing to add to the page (an error page would land in its <head>). */
export function addNoPreviewLocations(server: Block, o: Resolved): void {
  for (const remote of o.table.remotes.filter((r) => r.previews?.length)) {
    block(server, 'location', `@no_preview_${remote.name}`, (location) => {
      includeSecurityHeaders(location, o.confDir);
      location._add('add_header', 'Cache-Control "no-cache" always');
      location._add('return', '204');
    });
  }
}
