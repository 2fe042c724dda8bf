import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { loadRouteTable, mediaRoutes, type RouteTable } from '@universo/route-table';
import { API_BODY_LIMIT } from '../../../packages/contracts/src/requestLimits';
import { MERGED_DOCUMENT } from '../../../packages/openapi/src/paths';
import { parseRemoteCanary, type RemoteCanary } from '../canary';
import { firstScreensDir } from '../firstScreens';
import { COMPOSE_MEDIA_ROOT } from './media';
import { DEFAULT_RATE_LIMITS } from './rateLimits';
import { composeServiceName } from './upstreams';

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
  /**
   * compose: the folder of the visitors' first screens (../firstScreens.ts), which a capture
   * beside the gateway keeps (the first-screens container of docker-compose.yml, the chart's
   * sidecar). Default: env GATEWAY_FIRST_SCREENS_DIR, else none: the pages come without. local:
   * always `<runDir>/first-screens`, where the stack keeps them.
   */
  firstScreensDir?: string;
}

export const DEFAULT_GATEWAY_PORT = 8080;

/** compose: Docker's embedded DNS, which knows every compose service name. */
export const DOCKER_RESOLVER = '127.0.0.11';
export const COMPOSE_CONF_DIR = '/etc/nginx/universo';
/**
 * compose: where the gateway image keeps the API reference (the merged OpenAPI document and its
 * page). Outside COMPOSE_CONF_DIR, over which the chart mounts its ConfigMap: the reference comes
 * with the image and stays out of that ConfigMap (it is over half a megabyte, and a ConfigMap
 * holds at most 1 MiB).
 */
export const COMPOSE_API_DOCS_DIR = '/usr/share/universo/api-docs';
/** Port of the static front-end containers (gateway/static-site.conf). */
/** The options with every default and environment variable applied: what the modules render from. */
export interface Resolved {
  apiDocs: boolean;
  /** The folder of openapi.json and api-docs.html: confDir locally, COMPOSE_API_DOCS_DIR in compose. */
  apiDocsDir: string;
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
  /** Where the first screens are read from; none: the pages come without (../firstScreens.ts). */
  firstScreensDir: string | undefined;
  /** With its folder (local) resolved. */
  canary: (RemoteCanary & { dir: string; remoteDir: string }) | undefined;
}

/** A port number from an environment variable (undefined when unset). */
function envPort(name: 'GATEWAY_PORT' | 'GATEWAY_HTTP_REDIRECT_PORT'): number | undefined {
  const raw = process.env[name];
  if (!raw) return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${name} no es un puerto válido: ${raw}`);
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

/** Every option with its default: the environment where the option is not given. */
export function resolveOptions(options: GatewayOptions): Resolved {
  const table = options.table ?? loadRouteTable();
  const local = options.target === 'local';
  if (local && !options.runDir) throw new Error('El destino local necesita runDir (el prefijo de nginx).');
  const runDir = resolve(options.runDir ?? '/var/cache/nginx');
  const confDir = resolve(options.confDir ?? (local ? runDir : COMPOSE_CONF_DIR));
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
    port: options.port ?? (local ? envPort('GATEWAY_PORT') : undefined) ?? DEFAULT_GATEWAY_PORT,
    host: options.host ?? process.env.GATEWAY_HOST ?? (local ? '127.0.0.1' : undefined),
    runDir,
    confDir,
    apiDocsDir: local ? confDir : COMPOSE_API_DOCS_DIR,
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
    firstScreensDir: local ? firstScreensDir(runDir) : resolveFirstScreensDir(options.firstScreensDir ?? process.env.GATEWAY_FIRST_SCREENS_DIR),
    // On by default where the merged document exists (a repository without packages/openapi has none).
    apiDocs: options.apiDocs ?? (process.env.GATEWAY_API_DOCS !== 'false' && existsSync(join(table.root, MERGED_DOCUMENT))),
    ...resolveTls(options),
  };
}

/** The compose folder of the first screens: an absolute path, or nothing (unset or empty). */
function resolveFirstScreensDir(dir: string | undefined): string | undefined {
  const given = dir?.trim();
  if (!given) return undefined;
  if (!isAbsolute(given)) throw new Error(`GATEWAY_FIRST_SCREENS_DIR debe ser una ruta absoluta dentro del contenedor: ${given}`);
  return given.replace(/\/+$/, '');
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
  const httpRedirectPort = options.httpRedirectPort ?? envPort('GATEWAY_HTTP_REDIRECT_PORT');
  const behindTls = options.behindTls ?? process.env.GATEWAY_BEHIND_TLS === 'true';
  if (httpRedirectPort !== undefined && !tls) throw new Error('La redirección a https necesita que el gateway tenga TLS (GATEWAY_TLS_CERT y GATEWAY_TLS_KEY).');
  if (tls && behindTls) throw new Error('Elige uno: TLS en el gateway (GATEWAY_TLS_CERT) o detrás de un balanceador con TLS (GATEWAY_BEHIND_TLS).');
  return { tls, httpRedirectPort, behindTls };
}
