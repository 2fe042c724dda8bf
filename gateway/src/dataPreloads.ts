import { type DataPreload, dataPreloadPageRegex, dataPreloadTarget, EVERY_PAGE } from '@universo/route-table';

/**
 * The `Link` preloads of the first API reads a page makes (the route table's `preloads`, see
 * @universo/route-table's dataPreloads). The site's fetches send cookies (`credentials:
 * 'include'`), so the preload does too (`crossorigin=use-credentials`): only then does the browser
 * hand the preloaded answer to the page's own request instead of asking twice. Every preloaded
 * read is one the page makes on every load; a preload left unused costs a request and a console
 * warning.
 */
export function dataPreloadLink(apiPaths: readonly string[]): string {
  return apiPaths.map((path) => `<${path}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', ');
}

export interface DataPreloadDirectives {
  /** The Link value sent with every page (empty: none). */
  everyPage: string;
  /** `map $request_uri` entries: page regex -> Link value with the page's captures ($1...). */
  byPage: [regex: string, link: string][];
}

/** The gateway's directives for the declared reads, one map entry per page pattern. */
export function dataPreloadDirectives(preloads: readonly DataPreload[]): DataPreloadDirectives {
  const everyPage = dataPreloadLink(preloads.filter((p) => p.page === EVERY_PAGE).map((p) => p.api));
  const byPage = new Map<string, string[]>();
  for (const preload of preloads) {
    if (preload.page === EVERY_PAGE) continue;
    const regex = dataPreloadPageRegex(preload.page);
    byPage.set(regex, [...(byPage.get(regex) ?? []), dataPreloadTarget(preload)]);
  }
  return { everyPage, byPage: [...byPage].map(([regex, targets]) => [regex, dataPreloadLink(targets)]) };
}
