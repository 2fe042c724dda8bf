import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { NginxConfFile, parse } from 'nginx-conf';
// The premium table's source file, not the package: the gateway's config is generated with tsx
// before (and without) any build, also inside its image, and that file imports nothing.
import { PREMIUM_ITEMS, PREMIUM_MEDIA } from '../../packages/contracts/src/premium';
import {
  LOGOUT_MESSAGES,
  LOGOUT_PATH,
  LOGOUT_SESSION_COOKIE,
  type LogoutResponse,
  PENDING_LOGOUT_COOKIE,
  PENDING_LOGOUT_MAX_AGE_SECONDS,
  PENDING_LOGOUT_PATH,
} from '../../packages/contracts/src/logout';
import { FIRST_SCREEN_LOCATION } from '../../packages/contracts/src/firstScreen';
import { API_BODY_LIMIT } from '../../packages/contracts/src/requestLimits';
import { MERGED_DOCUMENT } from '../../packages/openapi/src/paths';
import { type ApiDocument, apiDocsPage } from './apiDocsPage';
import {
  dataPreloads,
  loadRouteTable,
  pageFragmentPath,
  pagePatternRegex,
  mediaRoutes,
  REMOTES_PATH_PREFIX,
  remotesManifest,
  type RouteTable,
  type ServiceEntry,
} from '@universo/route-table';
import { dataPreloadDirectives } from './dataPreloads';
import { firstScreenLocationDirectives, firstScreenMaps, firstScreensDir } from './firstScreens';
import { canaryHttpDirectives, canaryPrefix, parseRemoteCanary, type RemoteCanary, trackVariable } from './canary';

/**
 * `local`: npm start, tests and bench. Static files straight from each app's dist folder,
 * upstreams on 127.0.0.1, everything nginx writes kept under the run folder (its prefix).
 * `compose`: the gateway container. Upstreams and static containers by compose service name.
 */
export type GatewayTarget = 'local' | 'compose';

export interface RateLimit {
  /** nginx rate, e.g. `30r/m`. */
  rate: string;
  burst: number;
}

export interface GatewayOptions {
  target: GatewayTarget;
  table?: RouteTable;
  /** Listening port. Default: env GATEWAY_PORT, else 8080. */
  port?: number;
  /** Listening address. Default: env GATEWAY_HOST, else 127.0.0.1 (local); all interfaces (compose). */
  host?: string;
  /** Folder nginx runs in (`-p`): pid, logs, temp files. local: required; compose: /var/cache/nginx. */
  runDir?: string;
  /** Where the generated files live and are included from. local: runDir; compose: /etc/nginx/universo. */
  confDir?: string;
  /** local: service name -> `host:port` of each replica. Default: 127.0.0.1:<table port>. */
  upstreams?: Record<string, string[]>;
  /** local: static folders. Default: `<root>/<dir>/dist` for the shell and each remote. */
  staticDirs?: { shell?: string; remotes?: Record<string, string> };
  /**
   * One remote's newer build served to a share of browsers (see ./canary.ts). Default: env
   * GATEWAY_REMOTE_CANARY (`stories=10`). local: its folder, default `<root>/<remote dir>/dist-canary`
   * (env GATEWAY_REMOTE_CANARY_DIR); compose: the `<remote service>-canary` container.
   */
  remoteCanary?: RemoteCanary & { dir?: string };
  /** local: the folder of each media URL prefix (`/media/`). Default: `<root>/<service dir>/<folder>`. */
  mediaDirs?: Record<string, string>;
  accessLog?: boolean;
  workerProcesses?: number | 'auto';
  /** Default: API_BODY_LIMIT (64k), the services' own default; the route table's `bodyLimits` raise it per path. */
  clientMaxBodySize?: string;
  rateLimits?: { auth?: RateLimit; writes?: RateLimit };
  /** `user` of the worker processes when nginx starts as root (default: none, nginx's own: nobody). */
  user?: string;
  /**
   * Proxies in front of the gateway (a cloud load balancer): addresses or CIDR ranges whose
   * `X-Forwarded-For` is believed, so limits and logs use the real client address. Default: env
   * GATEWAY_TRUSTED_PROXIES (comma or space separated), else none: the gateway is the edge.
   */
  trustedProxies?: string[];
  /**
   * The gateway terminates TLS itself with this certificate and key (PEM files). Default: env
   * GATEWAY_TLS_CERT and GATEWAY_TLS_KEY (both or neither).
   */
  tls?: { certificate: string; key: string };
  /** With tls: a plain-HTTP port that only redirects to https (default: env GATEWAY_HTTP_REDIRECT_PORT, none). */
  httpRedirectPort?: number;
  /**
   * A load balancer in front terminates TLS and only forwards https traffic: the public scheme is
   * https although nginx itself speaks http. Default: env GATEWAY_BEHIND_TLS=true.
   */
  behindTls?: boolean;
  /**
   * compose: the DNS server nginx re-resolves the upstream names with. Default: Docker's embedded
   * DNS (127.0.0.11). In Kubernetes: the cluster DNS service (deploy/helm/universo).
   */
  resolver?: string;
  /**
   * compose: appended to every upstream name (`svc-chat` + `.universo.svc.cluster.local`). nginx's
   * own resolver knows no search domains, so outside Docker the names must be complete.
   */
  hostSuffix?: string;
  /**
   * Serve the merged OpenAPI document at /api/openapi.json and its reference page at /api/docs.
   * Default: on, unless env GATEWAY_API_DOCS=false (a production that does not publish them):
   * both paths then get the JSON 404 of any unknown API path.
   */
  apiDocs?: boolean;
}

export const DEFAULT_GATEWAY_PORT = 8080;

/** Where the gateway serves the merged OpenAPI document and its reference page. */
export const API_DOCUMENT_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';
/** compose: Docker's embedded DNS, which knows every compose service name. */
export const DOCKER_RESOLVER = '127.0.0.11';
export const COMPOSE_CONF_DIR = '/etc/nginx/universo';
/** Port of the static front-end containers (gateway/static-site.conf). */
export const STATIC_CONTAINER_PORT = 8080;

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Scripts only as files from our origin: no inline code, no eval, no other host.
  "script-src 'self'",
  // Inline event handlers (`onclick="..."`) never, whatever script-src says later.
  "script-src-attr 'none'",
  // The apps' CSS comes as files from our origin; inline styles (style attributes, <style> in an
  // inline SVG drawing) stay allowed, inline scripts do not.
  "style-src 'self' 'unsafe-inline'",
  // No https: images from elsewhere: a picture on another host tells that host who viewed the page
  // (the gallery's photos are uploaded to us and served from our origin).
  "img-src 'self' data:",
  "media-src 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Sent only when the page was served over TLS (a year, subdomains too; no preload list). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Build reports never served: the federation's mf-stats.json (every module path of the build) and
 * source maps (the original source). A 404 like any missing file.
 */
export const PRIVATE_BUILD_FILES_REGEX = '(?:^|/)mf-stats\\.json$|\\.map$';

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
  return `^${clean.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/([1-9][0-9]{0,8})(?:[/?]|$)`;
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
  return `^${clean.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[/?]|$)`;
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

export const MESSAGES = {
  notFound: 'La ruta de la API solicitada no existe.',
  unavailable: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
  authRateLimited: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  rateLimited: 'Demasiadas peticiones. Espera un momento y vuelve a intentarlo.',
  tooLarge: 'La petición es demasiado grande.',
} as const;

/** Paths limited by the strict login/register rate (POST only). */
export const AUTH_RATE_LIMITED_PATHS = ['/api/auth/login', '/api/auth/register'];

const DEFAULT_RATE_LIMITS = {
  auth: { rate: '30r/m', burst: 20 },
  writes: { rate: '20r/s', burst: 40 },
} satisfies Record<string, RateLimit>;

const STATIC_EXTENSIONS = 'js|mjs|css|map|json|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|mp3|ogg|wav|m4a|mp4|webm|txt|xml|wasm|webmanifest|pdf';

/** A content hash in the file name: `main.3f9a1c2b.js`, `123-abcdef0123456789.css`, `abcdef12.png`. */
export const HASHED_ASSET_REGEX = `[/._-][0-9a-f]{8,}(?:\\.[a-z0-9]+)?\\.(?:${STATIC_EXTENSIONS})$`;

const MIME_TYPES: Record<string, string> = {
  'text/html': 'html htm',
  'text/css': 'css',
  'text/plain': 'txt',
  'text/xml': 'xml',
  'application/javascript': 'js mjs',
  'application/json': 'json map',
  'application/manifest+json': 'webmanifest',
  'application/wasm': 'wasm',
  'application/pdf': 'pdf',
  'image/svg+xml': 'svg svgz',
  'image/png': 'png',
  'image/jpeg': 'jpeg jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/x-icon': 'ico',
  'font/woff': 'woff',
  'font/woff2': 'woff2',
  'font/ttf': 'ttf',
  'font/otf': 'otf',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg opus',
  'audio/wav': 'wav',
  'audio/mp4': 'm4a',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

const GZIP_TYPES = 'text/css text/plain text/xml application/javascript application/json application/manifest+json image/svg+xml';

export const upstreamName = (service: Pick<ServiceEntry, 'dir'>): string => service.dir.replace(/[^A-Za-z0-9_]/g, '_');
const staticUpstreamName = (dir: string): string => `static_${dir.replace(/[^A-Za-z0-9_]/g, '_')}`;

/** Compose service name of an app: its workspace folder (`svc-auth`, `mfe-stories`, `shell`). */
export const composeServiceName = (dir: string): string => dir.replace(/[^a-z0-9-]/gi, '-').toLowerCase();

/** An empty config tree from the nginx-conf package. The parser calls back synchronously. */
export function emptyConf(): NginxConfFile {
  let conf: NginxConfFile | undefined;
  parse('', (error, tree) => {
    if (error || !tree) throw new Error(`nginx-conf: ${error?.message ?? 'sin árbol'}`);
    conf = new NginxConfFile(tree, { tab: '  ' });
  });
  if (!conf) throw new Error('nginx-conf no devolvió una configuración');
  return conf;
}

type Block = NginxConfFile['nginx'];

function block(parent: Block, name: string, value: string, build: (b: Block) => void): void {
  parent._add(name, value, []);
  const list = parent[name];
  const added = list?.[list.length - 1];
  if (!added) throw new Error(`nginx-conf: no se pudo añadir ${name}`);
  build(added);
}

const quote = (value: string): string => `"${value.replace(/"/g, '\\"')}"`;
/** Single-quoted nginx string for JSON bodies (JSON never contains an unescaped `'` here). */
const jsonBody = (body: object): string => {
  const text = JSON.stringify(body);
  if (text.includes("'")) throw new Error('JSON body must not contain single quotes');
  return `'${text}'`;
};

export function errorBody(statusCode: number, error: string, message: string): { statusCode: number; error: string; message: string } {
  return { statusCode, error, message };
}

interface Resolved {
  apiDocs: boolean;
  target: GatewayTarget;
  table: RouteTable;
  port: number;
  host: string | undefined;
  runDir: string;
  confDir: string;
  upstreams: Record<string, string[]>;
  shellDir: string;
  remoteDirs: Record<string, string>;
  /** URL prefix and the folder nginx serves it from. */
  media: { prefix: string; dir: string }[];
  accessLog: boolean;
  workerProcesses: number | 'auto';
  clientMaxBodySize: string;
  rateLimits: { auth: RateLimit; writes: RateLimit };
  user: string | undefined;
  trustedProxies: string[];
  tls: { certificate: string; key: string } | undefined;
  httpRedirectPort: number | undefined;
  behindTls: boolean;
  resolver: string;
  hostSuffix: string;
  /** With its folder (local) resolved. */
  canary: (RemoteCanary & { dir: string; remoteDir: string }) | undefined;
}

function envPort(): number | undefined {
  const raw = process.env.GATEWAY_PORT;
  if (!raw) return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`GATEWAY_PORT no es un puerto válido: ${raw}`);
  return port;
}

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The trusted proxies from a list or GATEWAY_TRUSTED_PROXIES. Anything that is not an address or
 * a CIDR range stops the generation: a typo must not silently trust nobody (or everybody).
 */
export function parseTrustedProxies(raw: string | undefined): string[] {
  const entries = (raw ?? '').split(/[\s,]+/).filter((entry) => entry.length > 0);
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) throw new Error(`GATEWAY_TRUSTED_PROXIES: «${entry}» no es una dirección IP ni un rango CIDR.`);
  }
  return entries;
}

function envTls(): { certificate: string; key: string } | undefined {
  const certificate = process.env.GATEWAY_TLS_CERT?.trim();
  const key = process.env.GATEWAY_TLS_KEY?.trim();
  if (!certificate && !key) return undefined;
  if (!certificate || !key) throw new Error('GATEWAY_TLS_CERT y GATEWAY_TLS_KEY van juntas: el certificado y su clave.');
  return { certificate: resolve(certificate), key: resolve(key) };
}

function envRedirectPort(): number | undefined {
  const raw = process.env.GATEWAY_HTTP_REDIRECT_PORT;
  if (!raw) return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`GATEWAY_HTTP_REDIRECT_PORT no es un puerto válido: ${raw}`);
  return port;
}

function resolveOptions(options: GatewayOptions): Resolved {
  const table = options.table ?? loadRouteTable();
  const local = options.target === 'local';
  if (local && !options.runDir) throw new Error('El destino local necesita runDir (el prefijo de nginx).');
  const runDir = resolve(options.runDir ?? '/var/cache/nginx');
  const upstreams: Record<string, string[]> = {};
  for (const service of table.services) {
    const given = options.upstreams?.[service.name];
    upstreams[service.name] =
      given && given.length > 0
        ? given
        : [local ? `127.0.0.1:${service.port}` : `${composeServiceName(service.dir)}${options.hostSuffix ?? ''}:${service.port}`];
  }
  const remoteDirs: Record<string, string> = {};
  for (const remote of table.remotes) {
    remoteDirs[remote.name] = resolve(options.staticDirs?.remotes?.[remote.name] ?? join(table.root, remote.dir, 'dist'));
  }
  return {
    target: options.target,
    table,
    // The container port is fixed; compose maps it to the host.
    port: options.port ?? (local ? envPort() : undefined) ?? DEFAULT_GATEWAY_PORT,
    host: options.host ?? process.env.GATEWAY_HOST ?? (local ? '127.0.0.1' : undefined),
    runDir,
    confDir: resolve(options.confDir ?? (local ? runDir : COMPOSE_CONF_DIR)),
    upstreams,
    shellDir: resolve(options.staticDirs?.shell ?? join(table.root, table.shell.dir, 'dist')),
    remoteDirs,
    media: mediaRoutes(table).map((route) => ({
      prefix: route.prefix,
      dir: local ? resolve(options.mediaDirs?.[route.prefix] ?? join(table.root, route.dir)) : `${COMPOSE_MEDIA_ROOT}/${route.dir}`,
    })),
    accessLog: options.accessLog ?? true,
    workerProcesses: options.workerProcesses ?? 'auto',
    clientMaxBodySize: options.clientMaxBodySize ?? API_BODY_LIMIT,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    // compose and the chart start nginx as its unprivileged user (the image's USER), where a `user`
    // directive would only be ignored with a warning.
    user: options.user,
    trustedProxies: options.trustedProxies ? parseTrustedProxies(options.trustedProxies.join(',')) : parseTrustedProxies(process.env.GATEWAY_TRUSTED_PROXIES),
    resolver: options.resolver ?? DOCKER_RESOLVER,
    hostSuffix: options.hostSuffix ?? '',
    canary: resolveCanary(options, table),
    // On by default where the merged document exists (a repository without packages/openapi has none).
    apiDocs: options.apiDocs ?? (process.env.GATEWAY_API_DOCS !== 'false' && existsSync(join(table.root, MERGED_DOCUMENT))),
    ...resolveTls(options),
  };
}

function resolveCanary(options: GatewayOptions, table: RouteTable): Resolved['canary'] {
  const canary =
    options.remoteCanary ??
    parseRemoteCanary(
      process.env.GATEWAY_REMOTE_CANARY,
      table.remotes.map((remote) => remote.name),
    );
  if (!canary) return undefined;
  const remote = table.remotes.find((entry) => entry.name === canary.remote);
  if (!remote) throw new Error(`remoteCanary: «${canary.remote}» no es un remoto de la tabla de rutas.`);
  const dir = options.remoteCanary?.dir ?? process.env.GATEWAY_REMOTE_CANARY_DIR ?? join(table.root, remote.dir, 'dist-canary');
  return { remote: canary.remote, percent: canary.percent, dir: resolve(dir), remoteDir: remote.dir };
}

function resolveTls(options: GatewayOptions): Pick<Resolved, 'tls' | 'httpRedirectPort' | 'behindTls'> {
  const tls = options.tls ?? envTls();
  const httpRedirectPort = options.httpRedirectPort ?? envRedirectPort();
  const behindTls = options.behindTls ?? process.env.GATEWAY_BEHIND_TLS === 'true';
  if (httpRedirectPort !== undefined && !tls) throw new Error('La redirección a https necesita que el gateway tenga TLS (GATEWAY_TLS_CERT y GATEWAY_TLS_KEY).');
  if (tls && behindTls) throw new Error('Elige uno: TLS en el gateway (GATEWAY_TLS_CERT) o detrás de un balanceador con TLS (GATEWAY_BEHIND_TLS).');
  return { tls, httpRedirectPort, behindTls };
}

/** The headers every response carries, including API answers and errors (`always`). */
export function securityHeadersConf(): NginxConfFile {
  const conf = emptyConf();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) conf.nginx._add('add_header', `${name} ${quote(value)} always`);
  // Empty (no header at all) unless the page reached the browser over TLS: see $universo_hsts.
  conf.nginx._add('add_header', 'Strict-Transport-Security $universo_hsts always');
  // The id the services log this request under (they answer it too; nginx's copy also covers its own answers).
  conf.nginx._add('add_header', 'X-Request-Id $request_id always');
  return conf;
}

/** Static files: the security headers plus the cache policy chosen by `$universo_cache_control`. */
function staticHeadersConf(confDir: string): NginxConfFile {
  const conf = emptyConf();
  conf.nginx._add('include', join(confDir, 'security-headers.conf'));
  // Without `always`: a 404 for a missing hashed file must not be cached for a year.
  conf.nginx._add('add_header', 'Cache-Control $universo_cache_control');
  return conf;
}

function addHttpBasics(http: Block, o: Resolved): void {
  block(http, 'types', '', (types) => {
    for (const [mime, extensions] of Object.entries(MIME_TYPES)) types._add(mime, extensions);
  });
  http._add('default_type', 'application/octet-stream');
  http._add('charset', 'utf-8');
  http._add('charset_types', 'text/css text/plain text/xml application/javascript application/json application/manifest+json image/svg+xml');
  http._add('server_tokens', 'off');
  http._add('sendfile', 'on');
  http._add('tcp_nopush', 'on');
  http._add('keepalive_timeout', '65s');
  http._add('client_max_body_size', o.clientMaxBodySize);
  http._add('client_body_buffer_size', '64k');

  http._add(
    'log_format',
    `universo '$remote_addr [$time_local] $request_id "$request" $status $body_bytes_sent $request_time "$upstream_addr" $upstream_status $upstream_response_time "$http_user_agent"'`,
  );
  if (!o.accessLog) http._add('access_log', 'off');
  else if (o.target === 'compose') http._add('access_log', '/dev/stdout universo');
  else http._add('access_log', `${join(o.runDir, 'logs', 'access.log')} universo buffer=32k flush=1s`);

  // Debian's defaults point at /var/lib/nginx: keep every temp file in the run folder
  // (compose: the folders the official image already has).
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    const path = o.target === 'local' ? join(o.runDir, 'tmp', kind) : join(o.runDir, `${kind === 'client_body' ? 'client' : kind}_temp`);
    http._add(`${kind}_temp_path`, path);
  }

  http._add('gzip', 'on');
  http._add('gzip_comp_level', '5');
  http._add('gzip_min_length', '1024');
  http._add('gzip_proxied', 'any');
  http._add('gzip_vary', 'on');
  http._add('gzip_types', GZIP_TYPES);
  // The build writes a `.gz` beside each text file (packages/stack/src/precompress.ts): served as
  // is, no compression per request. Debian's nginx here has no brotli module, so gzip only.
  http._add('gzip_static', 'on');

  // The micro-cache of public reads (PUBLIC_API_READS): a few seconds absorb a burst of identical
  // requests; one request at a time goes to the service (lock), the others get the previous copy
  // while it is refreshed. Everything else bypasses it and is never stored.
  const cacheDir = o.target === 'local' ? join(o.runDir, 'cache', 'api') : join(o.runDir, 'universo_api');
  http._add('proxy_cache_path', `${cacheDir} levels=1:2 keys_zone=universo_api:2m max_size=64m inactive=10m use_temp_path=off`);
  block(http, 'map', '$request_method:$request_uri $universo_no_cache', (map) => {
    map._add('default', quote('1'));
    map._add(quote(`~${publicReadRegex()}`), quote(''));
  });

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
  // The preload fragment of the requested page's own code (the route table's `pages`): the
  // shell's page includes it, so the page's chunk downloads with the page, not after the remote ran.
  // A visitor's first screen of the page (./firstScreens.ts): kept by the local stack only.
  for (const { source, variable, entries } of firstScreenMaps(o.target === 'local')) {
    block(http, 'map', `${source} ${variable}`, (map) => {
      for (const [key, value] of entries) map._add(key === 'default' ? key : quote(key), quote(value));
    });
  }
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

  // Behind trusted proxies only: the client address is the last one in X-Forwarded-For that is
  // not a trusted proxy, so limits, logs and the X-Forwarded-For sent on are the family's, not
  // the load balancer's. With none (the default) a client-supplied X-Forwarded-For is ignored.
  if (o.trustedProxies.length > 0) {
    for (const proxy of o.trustedProxies) http._add('set_real_ip_from', proxy);
    http._add('real_ip_header', 'X-Forwarded-For');
    http._add('real_ip_recursive', 'on');
  }

  // Only writes count against the looser API limit; an empty key is never limited.
  block(http, 'map', '$request_method $universo_write_key', (map) => {
    map._add('default', '$binary_remote_addr');
    for (const method of ['GET', 'HEAD', 'OPTIONS']) map._add(method, quote(''));
  });
  block(http, 'map', '$request_method $universo_auth_key', (map) => {
    map._add('default', quote(''));
    map._add('POST', '$binary_remote_addr');
  });
  block(http, 'map', '$http_host $universo_host', (map) => {
    map._add('default', '$http_host');
    map._add(quote(''), '$host');
  });
  // The scheme the browser used: https when nginx terminates TLS, or always https behind a load
  // balancer that does (GATEWAY_BEHIND_TLS). It decides HSTS and the Secure flag of the cookies
  // the gateway writes, and is what services see in X-Forwarded-Proto.
  block(http, 'map', '$scheme $universo_public_scheme', (map) => map._add('default', o.behindTls ? 'https' : '$scheme'));
  block(http, 'map', '$universo_public_scheme $universo_hsts', (map) => {
    map._add('default', quote(''));
    map._add('https', quote(HSTS_VALUE));
  });
  block(http, 'map', '$universo_public_scheme $universo_cookie_secure', (map) => {
    map._add('default', quote(''));
    map._add('https', quote('; Secure'));
  });
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

  if (o.canary) {
    const directives = canaryHttpDirectives(o.canary);
    for (const map of directives.maps) {
      block(http, 'map', map.source, (b) => {
        for (const [key, value] of map.entries) b._add(key, value);
      });
    }
    block(http, 'split_clients', directives.split.key, (b) => {
      for (const [key, value] of directives.split.entries) b._add(key, value);
    });
  }

  http._add('limit_req_zone', `$universo_auth_key zone=universo_auth:10m rate=${o.rateLimits.auth.rate}`);
  http._add('limit_req_zone', `$universo_write_key zone=universo_writes:10m rate=${o.rateLimits.writes.rate}`);
  http._add('limit_req_status', '429');
  http._add('limit_req_log_level', 'warn');

  if (o.target === 'compose') {
    // Docker's embedded DNS; `resolve` re-reads the replicas of a scaled service (nginx >= 1.27.3).
    http._add('resolver', `${o.resolver} valid=10s ipv6=off`);
    http._add('resolver_timeout', '5s');
  }
}

function addUpstreams(http: Block, o: Resolved): void {
  const compose = o.target === 'compose';
  for (const service of o.table.services) {
    const name = upstreamName(service);
    block(http, 'upstream', name, (upstream) => {
      if (compose) upstream._add('zone', `${name} 64k`);
      for (const address of o.upstreams[service.name] ?? []) {
        upstream._add('server', compose ? `${address} resolve max_fails=1 fail_timeout=5s` : `${address} max_fails=1 fail_timeout=5s`);
      }
      upstream._add('keepalive', '32');
      upstream._add('keepalive_timeout', '60s');
    });
  }
  if (compose) {
    for (const dir of [o.table.shell.dir, ...o.table.remotes.map((r) => r.dir)]) {
      const name = staticUpstreamName(dir);
      block(http, 'upstream', name, (upstream) => {
        upstream._add('zone', `${name} 64k`);
        upstream._add('server', `${composeServiceName(dir)}${o.hostSuffix}:${STATIC_CONTAINER_PORT} resolve`);
        upstream._add('keepalive', '8');
      });
    }
    if (o.canary) {
      const name = `${staticUpstreamName(o.canary.remoteDir)}_canary`;
      block(http, 'upstream', name, (upstream) => {
        upstream._add('zone', `${name} 64k`);
        upstream._add('server', `${composeServiceName(o.canary!.remoteDir)}-canary${o.hostSuffix}:${STATIC_CONTAINER_PORT} resolve`);
        upstream._add('keepalive', '8');
      });
    }
  }
}

function addJsonErrorLocation(server: Block, o: Resolved, name: string, status: number, error: string, message: string, extra?: (b: Block) => void): void {
  block(server, 'location', name, (location) => {
    location._add('include', join(o.confDir, 'security-headers.conf'));
    location._add('add_header', 'Cache-Control "no-store" always');
    extra?.(location);
    location._add('default_type', 'application/json');
    location._add('return', `${status} ${jsonBody(errorBody(status, error, message))}`);
  });
}

/** What every API location shares: the write limit and its JSON error pages. */
function apiProxyConf(o: Resolved): NginxConfFile {
  const conf = emptyConf();
  conf.nginx._add('limit_req', `zone=universo_writes burst=${o.rateLimits.writes.burst} nodelay`);
  // error_page is not inherited by a location that sets its own: list them all here.
  conf.nginx._add('error_page', '502 503 504 =503 @service_unavailable');
  conf.nginx._add('error_page', '413 =413 @payload_too_large');
  // The gateway adds nosniff to every answer; a service that sends it too (an image) would repeat it.
  conf.nginx._add('proxy_hide_header', 'X-Content-Type-Options');
  // Likewise the request id: the service echoes the one nginx gave it (and a cached answer would carry an old one).
  conf.nginx._add('proxy_hide_header', 'X-Request-Id');
  // The micro-cache: only what $universo_no_cache lets through (PUBLIC_API_READS) is looked up or
  // stored. The key has no cookie: those answers are the same for everybody. A service answer
  // with Set-Cookie or `private`/`no-store` is never stored either (nginx's own rule, kept on).
  conf.nginx._add('proxy_cache', 'universo_api');
  conf.nginx._add('proxy_cache_key', '$request_method:$request_uri');
  conf.nginx._add('proxy_cache_bypass', '$universo_no_cache');
  conf.nginx._add('proxy_no_cache', '$universo_no_cache');
  conf.nginx._add('proxy_cache_valid', `200 ${MICRO_CACHE_SECONDS}s`);
  conf.nginx._add('proxy_cache_lock', 'on');
  conf.nginx._add('proxy_cache_lock_timeout', '2s');
  // Stale only while a fresh copy is on its way: a service that is down answers its JSON 503 (the
  // page says so and offers a retry) rather than an old list that could no longer be opened.
  conf.nginx._add('proxy_cache_use_stale', 'updating');
  // No background update: with it, an expired copy is handed out while a refresh runs behind, and
  // a refresh that keeps failing (the service is down) would keep the old copy alive for ever.
  conf.nginx._add('proxy_cache_background_update', 'off');
  conf.nginx._add('proxy_cache_revalidate', 'on');
  // add_header here replaces the server's: the security headers again, and whether it was a HIT.
  conf.nginx._add('include', join(o.confDir, 'security-headers.conf'));
  conf.nginx._add('add_header', 'X-Cache-Status $upstream_cache_status always');
  return conf;
}

function addApiLocation(server: Block, o: Resolved, match: string, service: ServiceEntry, auth: boolean, bodyLimit?: string): void {
  block(server, 'location', match, (location) => {
    location._add('include', join(o.confDir, 'api-proxy.conf'));
    if (bodyLimit) location._add('client_max_body_size', bodyLimit);
    if (auth) location._add('limit_req', `zone=universo_auth burst=${o.rateLimits.auth.burst} nodelay`);
    location._add('error_page', `429 =429 ${auth ? '@auth_rate_limited' : '@rate_limited'}`);
    location._add('proxy_pass', `http://${upstreamName(service)}`);
  });
}

function addStaticLocations(server: Block, o: Resolved): void {
  const staticHeaders = join(o.confDir, 'static-headers.conf');
  const compose = o.target === 'compose';
  const shellProxy = `http://${staticUpstreamName(o.table.shell.dir)}`;

  // Before the asset regex below (the first matching regex wins), and again inside each remote's
  // `^~` location, where server-level regexes are never tried.
  addPrivateBuildFiles(server, o.confDir);
  if (!compose) {
    block(server, 'location', `^~ ${FIRST_SCREEN_LOCATION}`, (location) => {
      for (const [name, value] of firstScreenLocationDirectives(firstScreensDir(o.runDir))) location._add(name, value);
    });
  }

  // Client routes (`/historia`, a reload on `/tienda/123`) fall back to the shell's index.html.
  block(server, 'location', '/', (location) => {
    location._add('include', staticHeaders);
    addShellPageIncludes(location);
    // The page comes first: its answer gives the browser the bucket its remote's files follow.
    if (o.canary) location._add('add_header', 'Set-Cookie $universo_bucket_cookie');
    if (compose) {
      location._add('proxy_hide_header', 'Cache-Control');
      location._add('proxy_pass', shellProxy);
    } else {
      location._add('try_files', '$uri /index.html');
    }
  });
  // A missing file with an asset extension is a 404, never the index page.
  block(server, 'location', `~* \\.(?:${STATIC_EXTENSIONS})$`, (location) => {
    location._add('include', staticHeaders);
    if (compose) {
      location._add('proxy_hide_header', 'Cache-Control');
      location._add('proxy_pass', shellProxy);
    } else {
      location._add('try_files', '$uri =404');
    }
  });

  block(server, 'location', '= /remotes.json', (location) => {
    location._add('include', join(o.confDir, 'security-headers.conf'));
    location._add('add_header', 'Cache-Control "no-store" always');
    location._add('default_type', 'application/json');
    location._add('alias', join(o.confDir, 'remotes.json'));
  });

  for (const remote of o.table.remotes) {
    const canary = o.canary?.remote === remote.name ? o.canary : undefined;
    block(server, 'location', `^~ /remotes/${remote.name}/`, (location) => {
      addPrivateBuildFiles(location, o.confDir);
      if (remote.previews?.length) addPreviewLocation(location, o, remote.name, remote.dir);
      location._add('include', staticHeaders);
      if (canary) {
        location._add('add_header', 'Set-Cookie $universo_bucket_cookie');
        // `rewrite … last` is one of the two things safe inside an `if` in a location.
        block(location, 'if', `(${trackVariable(canary)} = canary)`, (branch) => {
          branch._add('rewrite', `^/remotes/${remote.name}/(.*)$ ${canaryPrefix(remote.name)}$1 last`);
        });
      }
      if (compose) {
        location._add('proxy_hide_header', 'Cache-Control');
        location._add('proxy_pass', `http://${staticUpstreamName(remote.dir)}/`);
      } else {
        location._add('alias', `${o.remoteDirs[remote.name]}/`);
      }
    });
    if (canary) {
      block(server, 'location', `^~ ${canaryPrefix(remote.name)}`, (location) => {
        location._add('internal', '');
        addPrivateBuildFiles(location, o.confDir);
        location._add('include', staticHeaders);
        location._add('add_header', 'Set-Cookie $universo_bucket_cookie');
        if (compose) {
          location._add('proxy_hide_header', 'Cache-Control');
          location._add('proxy_pass', `http://${staticUpstreamName(remote.dir)}_canary/`);
        } else {
          location._add('alias', `${canary.dir}/`);
        }
      });
    }
  }
}

/**
 * A remote's link-preview fragments (and their images): the fragment writes the page's origin
 * before its image path with an SSI echo, so SSI runs on it; never the build's .gz of it. A
 * fragment that does not exist (an unknown book) adds nothing to the page: its 404 is answered
 * with an empty body.
 */
function addPreviewLocation(parent: Block, o: Resolved, remoteName: string, remoteDir: string): void {
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

/**
 * The shell's page, filled in at serve time (SSI, see packages/federation/src/pageIncludes.mjs):
 * the remote map as JSON data and the route's preload hints, so moving a remote never needs a
 * shell build and the browser fetches the route's remote beside the shell, not after it. SSI reads
 * text, so this page is never the build's .gz (the gateway compresses what it sends); a missing
 * include is left out (the shell then fetches /remotes.json itself).
 */
function addShellPageIncludes(location: Block): void {
  location._add('ssi', 'on');
  location._add('ssi_silent_errors', 'on');
  location._add('gzip_static', 'off');
  // nginx leaves out a header whose value is empty: each Link line is sent only when it has hints.
  location._add('add_header', 'Link $universo_remote_link');
  location._add('add_header', `Link ${EVERY_PAGE_DATA_LINK_VARIABLE}`);
  location._add('add_header', `Link ${DATA_LINK_VARIABLE}`);
}

/** The `Link` preloads of the requested page's own first reads, and of every page's. */
const DATA_LINK_VARIABLE = '$universo_data_link';
const EVERY_PAGE_DATA_LINK_VARIABLE = '$universo_every_page_data_link';

function addPrivateBuildFiles(parent: Block, confDir: string | undefined): void {
  block(parent, 'location', `~* ${PRIVATE_BUILD_FILES_REGEX}`, (location) => {
    if (confDir) location._add('include', join(confDir, 'security-headers.conf'));
    location._add('return', '404');
  });
}

const regexEscape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Service media straight from disk (local: the workspace folder; compose: the copy inside the
 * gateway image), with range requests for audio seeking. Only media file types are served; any
 * other path below the prefix is a 404, never the shell's index page.
 */
function addMediaLocations(server: Block, o: Resolved): void {
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
          file._add('include', join(o.confDir, 'security-headers.conf'));
          file._add('add_header', `Cache-Control ${quote(CACHE_PREMIUM_MEDIA)} always`);
          file._add('add_header', 'Vary "Cookie" always');
          file._add('alias', `${dir}/$premium_file`);
        });
      }
      // Quoted: nginx reads the braces of {14,64} as a block otherwise. Case-sensitive, like the names.
      block(location, 'location', `~ "^${regexEscape(prefix)}((?:[a-z0-9_-]+/)*${HASHED_MEDIA_NAME}\\.(?:${extensions}))$"`, (file) => {
        file._add('include', join(o.confDir, 'security-headers.conf'));
        file._add('add_header', `Cache-Control ${quote(CACHE_IMMUTABLE)}`);
        file._add('alias', `${dir}/$1`);
      });
      block(location, 'location', `~* ^${regexEscape(prefix)}(.+\\.(?:${extensions}))$`, (file) => {
        file._add('include', join(o.confDir, 'security-headers.conf'));
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
      denied._add('include', join(o.confDir, 'security-headers.conf'));
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
 * the compose config aliases them below COMPOSE_MEDIA_ROOT. gateway/Dockerfile runs it.
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

/**
 * POST /api/auth/logout clears the session cookie whatever svc-auth answers. svc-auth's own answer
 * (ended everywhere) passes through; when it cannot answer (down, timeout, 5xx, rate limit) the
 * gateway answers 202 itself: the session cookie cleared, its token kept in the pending-logout
 * cookie that only POST /api/auth/pending-logout receives, which the shell calls until svc-auth
 * records the end (see packages/contracts/src/logout.ts).
 */
function addLogoutLocation(server: Block, o: Resolved, service: ServiceEntry): void {
  block(server, 'location', `= ${LOGOUT_PATH}`, (location) => {
    // Not api-proxy.conf: its error pages would answer before the ones below.
    location._add('limit_req', `zone=universo_writes burst=${o.rateLimits.writes.burst} nodelay`);
    location._add('proxy_intercept_errors', 'on');
    location._add('error_page', '413 =413 @payload_too_large');
    location._add('error_page', '429 500 502 503 504 =202 @logout_pending');
    location._add('proxy_pass', `http://${upstreamName(service)}`);
  });
  block(server, 'location', '@logout_pending', (location) => {
    location._add('include', join(o.confDir, 'security-headers.conf'));
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

/**
 * Paths a service answers only on its internal port (Prometheus' `/metrics`): the gateway answers
 * them with a JSON 404 itself, so they never reach a service nor fall back to the shell's page.
 */
export const INTERNAL_ONLY_PATHS = ['/metrics'];

/** The merged OpenAPI document and the reference page, both files of the confDir (see renderGatewayFiles). */
function addApiDocsLocations(server: Block, o: Resolved): void {
  if (!o.apiDocs) return;
  const files: [string, string, string][] = [
    [API_DOCUMENT_PATH, 'openapi.json', 'application/json'],
    [API_DOCS_PATH, 'api-docs.html', 'text/html'],
  ];
  for (const [path, file, type] of files) {
    block(server, 'location', `= ${path}`, (location) => {
      location._add('include', join(o.confDir, 'security-headers.conf'));
      // Regenerated with each configuration: revalidated, never kept stale.
      location._add('add_header', 'Cache-Control "no-cache" always');
      location._add('default_type', type);
      location._add('alias', join(o.confDir, file));
    });
  }
}

function addApiLocations(server: Block, o: Resolved): void {
  addApiDocsLocations(server, o);
  for (const path of INTERNAL_ONLY_PATHS) {
    for (const match of [`= ${path}`, `^~ ${path}/`]) {
      block(server, 'location', match, (location) => {
        location._add('include', join(o.confDir, 'security-headers.conf'));
        location._add('add_header', 'Cache-Control "no-store" always');
        location._add('default_type', 'application/json');
        location._add('return', `404 ${jsonBody(errorBody(404, 'Not Found', MESSAGES.notFound))}`);
      });
    }
  }
  // Longest prefix wins: `/api/books` and `/api/books/...` go to their service, `/api/booksX`
  // and any other `/api/...` land here.
  block(server, 'location', '^~ /api/', (location) => {
    location._add('include', join(o.confDir, 'security-headers.conf'));
    location._add('add_header', 'Cache-Control "no-store" always');
    location._add('default_type', 'application/json');
    location._add('return', `404 ${jsonBody(errorBody(404, 'Not Found', MESSAGES.notFound))}`);
  });
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

/** With TLS in the gateway: a plain-HTTP port that only sends browsers to https (no HSTS there). */
function addHttpRedirectServer(http: Block, o: Resolved): void {
  if (o.httpRedirectPort === undefined) return;
  block(http, 'server', '', (server) => {
    const listen = o.host ? `${o.host.includes(':') ? `[${o.host}]` : o.host}:${o.httpRedirectPort}` : String(o.httpRedirectPort);
    server._add('listen', `${listen} default_server`);
    server._add('server_name', '_');
    const port = o.port === 443 ? '' : `:${o.port}`;
    server._add('return', `301 https://$host${port}$request_uri`);
  });
}

function addServer(http: Block, o: Resolved): void {
  block(http, 'server', '', (server) => {
    const listen = o.host ? `${o.host.includes(':') ? `[${o.host}]` : o.host}:${o.port}` : String(o.port);
    server._add('listen', `${listen}${o.tls ? ' ssl' : ''} default_server`);
    server._add('server_name', '_');
    if (o.tls) {
      server._add('ssl_certificate', o.tls.certificate);
      server._add('ssl_certificate_key', o.tls.key);
      server._add('ssl_protocols', 'TLSv1.2 TLSv1.3');
      server._add('ssl_prefer_server_ciphers', 'off');
      server._add('ssl_session_cache', 'shared:universo_tls:10m');
      server._add('ssl_session_timeout', '1d');
      server._add('ssl_session_tickets', 'off');
    }
    if (o.target === 'local') server._add('root', o.shellDir);
    server._add('index', 'index.html');
    server._add('include', join(o.confDir, 'security-headers.conf'));
    server._add('error_page', '502 503 504 =503 @service_unavailable');
    server._add('error_page', '413 =413 @payload_too_large');

    // Proxy defaults, inherited by every location that proxies (APIs and, in compose, static).
    server._add('proxy_http_version', '1.1');
    server._add('proxy_set_header', 'Connection ""');
    server._add('proxy_set_header', 'Host $universo_host');
    server._add('proxy_set_header', 'X-Real-IP $remote_addr');
    // The gateway overwrites X-Forwarded-For so a client cannot forge its address: with trusted
    // proxies, $remote_addr is already the client address they reported.
    server._add('proxy_set_header', 'X-Forwarded-For $remote_addr');
    server._add('proxy_set_header', 'X-Forwarded-Proto $universo_public_scheme');
    server._add('proxy_set_header', 'X-Forwarded-Host $universo_host');
    // One id per request, in nginx's log and in every service the request reaches (service-kit's requestContext).
    server._add('proxy_set_header', 'X-Request-Id $request_id');
    server._add('proxy_connect_timeout', '3s');
    server._add('proxy_send_timeout', '60s');
    server._add('proxy_read_timeout', '60s');
    server._add('proxy_next_upstream', 'error timeout');
    server._add('proxy_next_upstream_tries', '3');

    addStaticLocations(server, o);
    addMediaLocations(server, o);
    addApiLocations(server, o);

    addJsonErrorLocation(server, o, '@service_unavailable', 503, 'Service Unavailable', MESSAGES.unavailable, (l) =>
      l._add('add_header', 'Retry-After "10" always'),
    );
    addJsonErrorLocation(server, o, '@auth_rate_limited', 429, 'Too Many Requests', MESSAGES.authRateLimited, (l) =>
      l._add('add_header', 'Retry-After "60" always'),
    );
    addJsonErrorLocation(server, o, '@rate_limited', 429, 'Too Many Requests', MESSAGES.rateLimited, (l) => l._add('add_header', 'Retry-After "1" always'));
    addJsonErrorLocation(server, o, '@payload_too_large', 413, 'Payload Too Large', MESSAGES.tooLarge);
    for (const remote of o.table.remotes.filter((r) => r.previews?.length)) {
      // No fragment for this item: nothing to add to the page (an error page would land in its <head>).
      block(server, 'location', `@no_preview_${remote.name}`, (location) => {
        location._add('include', join(o.confDir, 'security-headers.conf'));
        location._add('add_header', 'Cache-Control "no-cache" always');
        location._add('return', '204');
      });
    }
  });
}

/** The main nginx.conf as an nginx-conf tree. */
export function buildNginxConf(options: GatewayOptions): NginxConfFile {
  const o = resolveOptions(options);
  const conf = emptyConf();
  const root = conf.nginx;
  if (o.user) root._add('user', o.user);
  if (o.target === 'compose') {
    root._add('pid', '/tmp/nginx.pid');
    root._add('error_log', '/dev/stderr warn');
  } else {
    root._add('pid', join(o.runDir, 'nginx.pid'));
    root._add('error_log', `${join(o.runDir, 'logs', 'error.log')} warn`);
  }
  root._add('worker_processes', String(o.workerProcesses));
  block(root, 'events', '', (events) => events._add('worker_connections', '1024'));
  block(root, 'http', '', (http) => {
    addHttpBasics(http, o);
    addUpstreams(http, o);
    addServer(http, o);
    addHttpRedirectServer(http, o);
  });
  return conf;
}

/**
 * The server block of a static front-end container (nginx:1.27-alpine, conf.d/default.conf).
 * The gateway in front of it adds the security and cache headers.
 */
export function staticSiteConf(): NginxConfFile {
  const conf = emptyConf();
  block(conf.nginx, 'server', '', (server) => {
    server._add('listen', `${STATIC_CONTAINER_PORT} default_server`);
    server._add('server_name', '_');
    server._add('root', '/usr/share/nginx/html');
    server._add('server_tokens', 'off');
    server._add('absolute_redirect', 'off');
    // The `.gz` files the build wrote, to a gateway that asks for gzip (it passes them on as they are).
    server._add('gzip_static', 'on');
    // The page goes out as text: the gateway fills in its includes (SSI) before compressing it.
    block(server, 'location', '/', (location) => {
      location._add('gzip_static', 'off');
      location._add('try_files', '$uri /index.html');
    });
    addPrivateBuildFiles(server, undefined);
    block(server, 'location', `~* \\.(?:${STATIC_EXTENSIONS})$`, (location) => location._add('try_files', '$uri =404'));
  });
  return conf;
}

export interface GatewayFiles {
  'nginx.conf': string;
  'security-headers.conf': string;
  'static-headers.conf': string;
  'api-proxy.conf': string;
  'remotes.json': string;
  /** With apiDocs: the merged OpenAPI document (`npm run openapi` writes it) and its reference page. */
  'openapi.json'?: string;
  'api-docs.html'?: string;
}

/** The committed merged OpenAPI document. */
export function readApiDocument(table: Pick<RouteTable, 'root'>): string {
  return readFileSync(join(table.root, MERGED_DOCUMENT), 'utf8');
}

/** Every file the gateway needs, by name, for the confDir. */
export function renderGatewayFiles(options: GatewayOptions): GatewayFiles {
  const table = options.table ?? loadRouteTable();
  const o = resolveOptions({ ...options, table });
  const header = `# Generated by gateway/src/nginxConf.ts (target: ${o.target}) from the route table. Do not edit.\n`;
  const text = (conf: NginxConfFile): string => {
    const body = conf.toString();
    return header + (body.endsWith('\n') ? body : `${body}\n`);
  };
  return {
    'nginx.conf': text(buildNginxConf({ ...options, table })),
    'security-headers.conf': text(securityHeadersConf()),
    'static-headers.conf': text(staticHeadersConf(o.confDir)),
    'api-proxy.conf': text(apiProxyConf(o)),
    'remotes.json': remotesMapJson(table),
    ...(o.apiDocs ? apiDocsFiles(readApiDocument(table)) : {}),
  };
}

/** The two files of the API reference, from the merged document's text. */
export function apiDocsFiles(documentText: string): Pick<GatewayFiles, 'openapi.json' | 'api-docs.html'> {
  return { 'openapi.json': documentText, 'api-docs.html': apiDocsPage(JSON.parse(documentText) as ApiDocument) };
}

/**
 * Writes the files into confDir (local: the run folder, with its logs/ and tmp/ folders).
 * Returns the path of nginx.conf.
 */
export function writeGatewayFiles(options: GatewayOptions & { outDir?: string }): string {
  const o = resolveOptions(options);
  const outDir = resolve(options.outDir ?? o.confDir);
  const files = renderGatewayFiles({ ...options, table: o.table });
  mkdirSync(outDir, { recursive: true });
  if (o.target === 'local') {
    for (const dir of [o.runDir, join(o.runDir, 'logs'), join(o.runDir, 'tmp'), join(o.runDir, 'cache')]) mkdirSync(dir, { recursive: true });
    // When nginx starts as root its workers run as an unprivileged user that must read these.
    chmodSync(o.runDir, 0o755);
    chmodSync(outDir, 0o755);
  }
  for (const [name, text] of Object.entries(files)) if (text !== undefined) writeFileSync(join(outDir, name), text, { mode: 0o644 });
  return join(outDir, 'nginx.conf');
}

function parseArgs(argv: string[]): Record<string, string | boolean> {
  const args: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) throw new Error(`Argumento inesperado: ${arg}`);
    const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (inline !== undefined) args[key] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) args[key] = argv[++i]!;
    else args[key] = true;
  }
  return args;
}

const USAGE = `Uso: tsx gateway/src/nginxConf.ts --target local|compose|static [--out <carpeta|fichero>] [--run-dir <carpeta>] [--port 8080] [--print] [--media-out <carpeta>]
  local:   escribe nginx.conf y sus ficheros en --run-dir (prefijo de nginx)
  compose: escribe en --out (por defecto ${COMPOSE_CONF_DIR}) la configuración de la imagen del gateway;
           con --media-out copia ahí los medios de los servicios (para ${COMPOSE_MEDIA_ROOT})
  static:  escribe en --out (o en la salida) el server de un contenedor estático del front end`;

export function main(argv: string[]): void {
  const args = parseArgs(argv);
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const target = args.target;
  if (target === 'static') {
    const out = typeof args.out === 'string' ? resolve(args.out) : undefined;
    const text = `# Generated by gateway/src/nginxConf.ts (target: static). Do not edit.\n${staticSiteConf().toString()}`;
    if (!out) process.stdout.write(text);
    else {
      mkdirSync(join(out, '..'), { recursive: true });
      writeFileSync(out, text);
      console.log(`Configuración del contenedor estático escrita en ${out}`);
    }
    return;
  }
  if (target !== 'local' && target !== 'compose') throw new Error(USAGE);
  const options: GatewayOptions = {
    target,
    port: typeof args.port === 'string' ? Number(args.port) : undefined,
    runDir: typeof args['run-dir'] === 'string' ? resolve(args['run-dir']) : undefined,
  };
  if (args.print) {
    process.stdout.write(renderGatewayFiles(options)['nginx.conf']);
    return;
  }
  const outDir = typeof args.out === 'string' ? (isAbsolute(args.out) ? args.out : resolve(args.out)) : undefined;
  const file = writeGatewayFiles({ ...options, outDir });
  console.log(`Configuración de nginx escrita en ${file}`);
  if (typeof args['media-out'] === 'string') {
    const copied = copyMediaForImage(loadRouteTable(), resolve(args['media-out']));
    console.log(`Medios copiados en ${args['media-out']}: ${copied.join(', ') || 'ninguno'}`);
  }
}

if (require.main === module) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
