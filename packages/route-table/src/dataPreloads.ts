import { pagePatternRegex, PLACEHOLDER } from './pagePatterns';

/**
 * The API reads a page makes first, declared by the app that draws the page (`preloads` in its
 * package.json `universo` entry): page pattern -> API path, `{name}` standing for a numeric id in
 * both (`/historia/{book}/capitulo/{chapter}` -> `/api/books/{book}/chapters/{chapter}`), `*` for
 * every page. The gateway answers the page with a `Link: rel=preload` for each, so the browser
 * asks for the data beside the JavaScript rather than after it has run (on slow mobile data that
 * chain was most of a chapter's wait). The page's own request then reuses the preloaded answer.
 */

/** One declared read: on pages matching `page`, preload `api`. */
export interface DataPreload {
  /** `*` (every page) or a path whose segments may be `{name}` placeholders. */
  page: string;
  /** The API path, with the page's placeholders. */
  api: string;
  /** The workspace that declared it (for messages). */
  owner: string;
}

/** Every page: the shell's own reads (who is logged in). */
export const EVERY_PAGE = '*';
const PAGE_SEGMENT = /^(?:[a-z0-9][a-z0-9-]*|\{[a-z][a-zA-Z0-9]*\})$/;
const API_SEGMENT = /^(?:[a-z0-9][a-z0-9_-]*|\{[a-z][a-zA-Z0-9]*\})$/;

const placeholders = (path: string): string[] => [...path.matchAll(PLACEHOLDER)].map((match) => match[1]!);

/** Why a page pattern is not one (Spanish, to follow the declaration's name), or null. */
export function pagePatternProblem(page: string, ownedRoutes: readonly string[] | undefined): string | null {
  if (
    !page.startsWith('/') ||
    page.length < 2 ||
    !page
      .slice(1)
      .split('/')
      .every((segment) => PAGE_SEGMENT.test(segment))
  ) {
    return 'necesita una página como /historia/{libro} (minúsculas, ids entre llaves) o *';
  }
  if (ownedRoutes && !ownedRoutes.some((route) => page === route || page.startsWith(`${route.replace(/\/+$/, '')}/`))) {
    return `está fuera de sus rutas (${ownedRoutes.join(', ')})`;
  }
  return null;
}

/**
 * Why a declaration cannot be honoured (Spanish, naming it), or null. `ownedRoutes` are the routes
 * of the declaring app (a remote preloads only on its own pages; undefined: the shell, any page);
 * `apiPrefixes` every service's API prefixes (the read must be routed by the gateway).
 */
export function dataPreloadProblem(preload: DataPreload, ownedRoutes: readonly string[] | undefined, apiPrefixes: readonly string[]): string | null {
  const { page, api, owner } = preload;
  const name = `${owner}: la precarga ${page} -> ${api}`;
  if (page !== EVERY_PAGE) {
    const problem = pagePatternProblem(page, ownedRoutes);
    if (problem) return `${name} ${problem}`;
  }
  if (
    !api.startsWith('/api/') ||
    !api
      .slice(1)
      .split('/')
      .every((segment) => API_SEGMENT.test(segment))
  ) {
    return `${name} necesita una ruta de API como /api/books/{libro} (sin consulta ni barra final)`;
  }
  if (!apiPrefixes.some((prefix) => api === prefix || api.startsWith(`${prefix.replace(/\/+$/, '')}/`))) {
    return `${name} no está bajo ninguna ruta de API de los servicios`;
  }
  const known = placeholders(page);
  if (new Set(known).size !== known.length) return `${name} repite un identificador de la página`;
  const unknown = placeholders(api).filter((id) => !known.includes(id));
  if (unknown.length > 0) return `${name} usa {${unknown.join('}, {')}}, que la página no tiene`;
  if (known.length > 9) return `${name} tiene más de 9 identificadores`;
  return null;
}

/** The regex of the request URIs of a page pattern (every URI for `*`), as pagePatternRegex. */
export function dataPreloadPageRegex(page: string): string {
  return page === EVERY_PAGE ? '^/' : pagePatternRegex(page);
}

/** The API path with the page's captures in nginx's notation: `/api/books/$1/chapters/$2`. */
export function dataPreloadTarget(preload: Pick<DataPreload, 'page' | 'api'>): string {
  const order = placeholders(preload.page);
  return preload.api.replace(PLACEHOLDER, (_, id: string) => `$${order.indexOf(id) + 1}`);
}

/** Pure: the API paths preloaded for this request URI, in declaration order (as the gateway decides). */
export function dataPreloadsForRequestUri(preloads: readonly DataPreload[], requestUri: string): string[] {
  const found: string[] = [];
  for (const preload of preloads) {
    const match = new RegExp(dataPreloadPageRegex(preload.page), 'i').exec(requestUri);
    if (match) found.push(dataPreloadTarget(preload).replace(/\$(\d)/g, (_, n: string) => match[Number(n)]!));
  }
  return found;
}
