import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import { type DataPreload, dataPreloadProblem, dataPreloadPageRegex, pagePatternProblem } from './dataPreloads';
import { pagePatternRegex } from './pagePatterns';

export { FORM_ROUTES, MAIN_ROUTES } from './mainRoutes';
export { type DataPreload, dataPreloadPageRegex, dataPreloadsForRequestUri, dataPreloadTarget, EVERY_PAGE } from './dataPreloads';
export { pageOfPath, pagePatternRegex } from './pagePatterns';

/**
 * How far above its public port each service serves Prometheus metrics (`/metrics`), on a port
 * the gateway never routes: svc-auth 3001 -> 9001, a second chat replica 3103 -> 9103. `npm start`
 * and the chart plan ports with it; service-kit's default (METRICS_PORT unset) is the same number.
 */
export const METRICS_PORT_OFFSET = 6000;

/** The internal metrics port of a service listening on `port`. */
export function metricsPortOf(port: number): number {
  return port + METRICS_PORT_OFFSET;
}

/** A NestJS service behind the gateway. */
export interface ServiceEntry {
  kind: 'service';
  /** Short name: `auth`, `content`, `chat`, `billing`. */
  name: string;
  /** Workspace folder, relative to the repository root (`svc-auth`). */
  dir: string;
  /** Default listening port on 127.0.0.1. */
  port: number;
  /** Its own PostgreSQL database. */
  database: string;
  /** URL path prefixes the gateway sends to it. */
  api: string[];
  /** True when it may run as several replicas behind the gateway. */
  scalable: boolean;
  /**
   * Static media the gateway serves itself, with HTTP range requests (audio seeking): URL prefix
   * (`/media/`) -> folder inside the workspace (`media`). Only media file types are served.
   */
  media?: Record<string, string>;
  /**
   * API paths that take bigger request bodies than the default (64 KB, API_BODY_LIMIT, the same in
   * the services; a JSON route also raises its own with service-kit's BodyPolicy): exact path
   * (`/api/axxon/drawings`) -> nginx size (`3m`). Each path is below one of the service's prefixes.
   */
  bodyLimits?: Record<string, string>;
  /**
   * The other services' endpoints it calls directly, not through the gateway (session status,
   * entitlement, a family's export and erasure): service short name -> path prefixes. The
   * Kubernetes network policies open exactly these connections.
   */
  calls?: Record<string, string[]>;
  /** True when it sends mail: its network policy lets it reach the mail relay. */
  sendsMail?: boolean;
  /**
   * Debian packages the service runs at runtime (svc-content: espeak-ng and opus-tools, to read
   * texts aloud): its image installs them; `npm start` and CI expect them on the machine.
   */
  debianPackages?: string[];
}

/** One media folder of a service, as the gateway serves it. */
export interface MediaRoute {
  /** URL prefix, with both slashes: `/media/`. */
  prefix: string;
  /** Folder relative to the repository root: `svc-content/media`. */
  dir: string;
  service: ServiceEntry;
}

/** A micro-frontend served as static files under `/remotes/<name>/`. */
export interface RemoteEntry {
  kind: 'remote';
  /** Module Federation name (also the URL segment under /remotes/). */
  name: string;
  dir: string;
  /** Client routes it owns; each also owns everything below it. */
  routes: string[];
  devPort: number;
  /**
   * Routes whose pages of one item (`/historia` -> `/historia/3` and below) carry link-preview
   * tags (og:image) for crawlers that run no JavaScript: the gateway includes, into the shell's
   * page, the fragment `previews/<route>-<id>.html` the remote's build wrote for that item.
   */
  previews?: string[];
  /** The API reads its pages make first, for the gateway to preload with the page (./dataPreloads.ts). */
  preloads?: PreloadDeclarations;
  /**
   * Its pages, each its own chunk (`page-<name>`): name -> page pattern (`chapter` ->
   * `/historia/{book}/capitulo/{chapter}`). The build writes `pages/<name>.html` with the page's
   * chunks, and the gateway includes it into the shell's page at that address, so the page's own
   * code downloads with the page instead of after the remote has run.
   */
  pages?: Record<string, string>;
}

/** Page pattern -> the API path (or paths) it reads first: see ./dataPreloads.ts. */
export type PreloadDeclarations = Record<string, string | string[]>;

export interface ShellEntry {
  kind: 'shell';
  dir: string;
  devPort: number;
  /** The shell's own first reads (`*`: on every page). */
  preloads?: PreloadDeclarations;
}

export interface RouteTable {
  root: string;
  shell: ShellEntry;
  services: ServiceEntry[];
  remotes: RemoteEntry[];
}

/** The shape of /remotes.json, read by the shell at run time. */
export interface RemotesManifest {
  remotes: { name: string; entry: string; routes: string[] }[];
}

export const REMOTES_PATH_PREFIX = '/remotes/';

const MEDIA_PREFIX = /^\/(?:[a-z0-9][a-z0-9_-]*\/)+$/;
const BODY_LIMIT_PATH = /^\/api(?:\/[a-z0-9][a-z0-9_-]*)+$/;
const NGINX_SIZE = /^[1-9][0-9]{0,4}[km]$/;
const MEDIA_FOLDER = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;
/** Service-to-service endpoints the gateway never routes (a family's export and erasure). */
const INTERNAL_PATH = /^\/internal(?:\/[a-z0-9][a-z0-9_-]*)+$/;
const RESERVED_PREFIXES = ['/api/', REMOTES_PATH_PREFIX];
const PAGE_NAME = /^[a-z][a-z0-9-]*$/;
/** The folder of a remote's build with one preload fragment per page (`pages/<name>.html`). */
export const REMOTE_PAGES_FOLDER = 'pages';

/** Where the gateway finds the preload fragment of a remote's page: `/remotes/stories/pages/chapter.html`. */
export function pageFragmentPath(remoteName: string, page: string): string {
  return `${REMOTES_PATH_PREFIX}${remoteName}/${REMOTE_PAGES_FOLDER}/${page}.html`;
}
/** Debian's package names: lowercase letters, digits and + - . (written into a Dockerfile's RUN line). */
const DEBIAN_PACKAGE = /^[a-z0-9][a-z0-9+.-]+$/;

function findRoot(start: string): string {
  let dir = resolve(start);
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { workspaces?: unknown };
      if (Array.isArray(pkg.workspaces)) return dir;
    } catch {
      // no package.json here: keep walking up
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('No se encontró la raíz del repositorio (package.json con workspaces).');
    dir = parent;
  }
}

/** Reads the route table from the workspaces' package.json files. */
export function loadRouteTable(root: string = findRoot(__dirname)): RouteTable {
  const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  const services: ServiceEntry[] = [];
  const remotes: RemoteEntry[] = [];
  let shell: ShellEntry | undefined;
  for (const dir of rootPkg.workspaces) {
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { universo?: Record<string, unknown> };
    const entry = pkg.universo;
    if (!entry) continue;
    if (entry.kind === 'service') {
      services.push({ scalable: false, ...(entry as Omit<ServiceEntry, 'dir' | 'scalable'>), dir } as ServiceEntry);
    } else if (entry.kind === 'remote') {
      remotes.push({ ...(entry as Omit<RemoteEntry, 'dir'>), dir } as RemoteEntry);
    } else if (entry.kind === 'shell') {
      shell = { ...(entry as Omit<ShellEntry, 'dir'>), dir } as ShellEntry;
    }
  }
  if (!shell) throw new Error('La tabla de rutas no tiene shell.');
  const table = { root, shell, services, remotes };
  validateRouteTable(table);
  return table;
}

/** Rejects tables where two owners claim the same port, path prefix or route. */
export function validateRouteTable(table: RouteTable): void {
  const seen = new Map<string, string>();
  const claim = (key: string, owner: string) => {
    const previous = seen.get(key);
    if (previous) throw new Error(`${key} está declarado por ${previous} y por ${owner}`);
    seen.set(key, owner);
  };
  claim(`puerto ${table.shell.devPort}`, table.shell.dir);
  for (const s of table.services) {
    claim(`puerto ${s.port}`, s.dir);
    claim(`base de datos ${s.database}`, s.dir);
    for (const prefix of s.api) {
      if (!prefix.startsWith('/api/')) throw new Error(`${s.dir}: la ruta ${prefix} debe empezar por /api/`);
      claim(`api ${prefix}`, s.dir);
    }
    for (const [prefix, folder] of Object.entries(s.media ?? {})) {
      if (!MEDIA_PREFIX.test(prefix) || RESERVED_PREFIXES.some((r) => prefix.startsWith(r))) {
        throw new Error(`${s.dir}: el prefijo de medios ${prefix} debe ser como /media/ (minúsculas, barra final, fuera de /api/ y /remotes/)`);
      }
      if (!MEDIA_FOLDER.test(folder)) throw new Error(`${s.dir}: la carpeta de medios ${folder} debe ser relativa al workspace, sin "..".`);
      claim(`medios ${prefix}`, s.dir);
    }
    for (const name of s.debianPackages ?? []) {
      if (!DEBIAN_PACKAGE.test(name)) throw new Error(`${s.dir}: ${name} no es un nombre de paquete de Debian`);
    }
    for (const [path, size] of Object.entries(s.bodyLimits ?? {})) {
      if (!BODY_LIMIT_PATH.test(path) || !s.api.some((prefix) => path.startsWith(`${prefix.replace(/\/+$/, '')}/`))) {
        throw new Error(
          `${s.dir}: el límite de cuerpo de ${path} debe ser una ruta exacta (minúsculas, sin barra final) por debajo de una de sus rutas de API`,
        );
      }
      if (!NGINX_SIZE.test(size)) throw new Error(`${s.dir}: el límite de cuerpo de ${path} debe ser un tamaño de nginx como 3m o 512k, no ${size}`);
    }
  }
  for (const s of table.services) {
    for (const [target, paths] of Object.entries(s.calls ?? {})) {
      const callee = table.services.find((other) => other.name === target);
      if (!callee || callee === s) throw new Error(`${s.dir}: llama a un servicio que no está en la tabla de rutas: ${target}`);
      for (const path of paths) {
        const underApi = callee.api.some((prefix) => path === prefix || path.startsWith(`${prefix.replace(/\/+$/, '')}/`));
        if (!underApi && !INTERNAL_PATH.test(path)) {
          throw new Error(`${s.dir}: la llamada a ${target} ${path} no está bajo una ruta de API de ${callee.dir} ni bajo /internal/`);
        }
      }
    }
  }
  const prefixes = table.services.flatMap((s) => Object.keys(s.media ?? {}));
  for (const a of prefixes) {
    const b = prefixes.find((other) => other !== a && other.startsWith(a));
    if (b) throw new Error(`Los prefijos de medios ${a} y ${b} se solapan`);
  }
  for (const r of table.remotes) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(r.name)) throw new Error(`${r.dir}: nombre de remoto no válido: ${r.name}`);
    claim(`puerto ${r.devPort}`, r.dir);
    claim(`remoto ${r.name}`, r.dir);
    for (const route of r.routes) claim(`ruta ${route}`, r.dir);
    for (const route of r.previews ?? []) {
      if (!r.routes.includes(route)) throw new Error(`${r.dir}: la vista previa ${route} debe ser una de sus rutas`);
    }
    for (const [name, page] of Object.entries(r.pages ?? {})) {
      if (!PAGE_NAME.test(name)) throw new Error(`${r.dir}: el nombre de página ${name} debe ser minúsculas, cifras y guiones`);
      const problem = pagePatternProblem(page, r.routes);
      if (problem) throw new Error(`${r.dir}: la página ${name} (${page}) ${problem}`);
      claim(`página ${pagePatternRegex(page).toLowerCase()}`, r.dir);
    }
  }
  validateDataPreloads(table);
}

/** Every declared first read of the shell and the remotes, one entry per API path. */
export function dataPreloads(table: Pick<RouteTable, 'shell' | 'remotes'>): DataPreload[] {
  const owners: { dir: string; preloads?: PreloadDeclarations }[] = [table.shell, ...table.remotes];
  return owners.flatMap((owner) =>
    Object.entries(owner.preloads ?? {}).flatMap(([page, apis]) => (Array.isArray(apis) ? apis : [apis]).map((api) => ({ page, api, owner: owner.dir }))),
  );
}

function validateDataPreloads(table: RouteTable): void {
  const apiPrefixes = table.services.flatMap((service) => service.api);
  const pageOwners = new Map<string, string>();
  for (const preload of dataPreloads(table)) {
    const remote = table.remotes.find((r) => r.dir === preload.owner);
    const problem = dataPreloadProblem(preload, remote?.routes, apiPrefixes);
    if (problem) throw new Error(problem);
    // One app per page: the gateway keeps one list of reads per page pattern.
    const key = dataPreloadPageRegex(preload.page);
    const owner = pageOwners.get(key);
    if (owner && owner !== preload.owner) throw new Error(`La página ${preload.page} tiene precargas de ${owner} y de ${preload.owner}`);
    pageOwners.set(key, preload.owner);
  }
}

/** The runtime map served as /remotes.json. */
export function remotesManifest(table: RouteTable): RemotesManifest {
  return {
    remotes: table.remotes.map((r) => ({
      name: r.name,
      entry: `${REMOTES_PATH_PREFIX}${r.name}/remoteEntry.js`,
      routes: r.routes,
    })),
  };
}

/** The service that owns an API path, or undefined. */
export function serviceForPath(table: RouteTable, path: string): ServiceEntry | undefined {
  return table.services.find((s) => s.api.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`)));
}

/** Every media folder of the services, for the gateway. */
export function mediaRoutes(table: Pick<RouteTable, 'services'>): MediaRoute[] {
  return table.services.flatMap((service) =>
    Object.entries(service.media ?? {}).map(([prefix, folder]) => ({ prefix, dir: `${service.dir}/${folder}`, service })),
  );
}
