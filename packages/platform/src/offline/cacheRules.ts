/**
 * Which rule of the service worker answers a request (pure, so the choice is tested without a
 * browser). Each rule's strategy is in shell/src/serviceWorker/sw.ts:
 * - `page`: navigations, network first (a new deploy's page always wins when online), the stored
 *   copy only offline;
 * - `remote-entry`: a remote's remoteEntry.js and /remotes.json (`no-store` at the gateway so a
 *   new remote is taken at once): network first too, the copy only offline;
 * - `hashed-asset`: a file whose name carries its content hash (scripts, stylesheets, drawings):
 *   the cache first, it never changes;
 * - `public-read`: the gateway's public API reads: network first, the copy only offline;
 * - `chapter`: a chapter's text: network first, then the book the family saved;
 * - `narration`: a chapter's audio or timings (GET, and HEAD, which the chapter page asks first):
 *   the saved book's copy first (their URLs name their version), else the network; never kept
 *   otherwise (megabytes each);
 * - `progress`: a progress event: sent, and queued when the network fails;
 * - null: the network alone (everything else: the session, accounts, payments, chat, writes).
 */
export type CacheRule = 'page' | 'remote-entry' | 'hashed-asset' | 'public-read' | 'chapter' | 'narration' | 'progress';

export interface RequestFacts {
  method: string;
  /** Absolute URL. */
  url: string;
  /** The page's origin: other origins are never handled. */
  origin: string;
  /** `navigate` for a page load. */
  mode?: string;
}

/** `name.0123abcd.js`: the file names webpack writes with a content hash (the gateway caches them a year). */
export const HASHED_FILE = /\.[0-9a-f]{8,}\.(?:js|css|svg|png|jpe?g|webp|woff2?|mp3)$/;
/** The gateway's public reads (PUBLIC_API_READS in gateway/src/conf/caching.ts). */
const PUBLIC_READS = [/^\/api\/books$/, /^\/api\/books\/\d+$/, /^\/api\/products$/, /^\/api\/blog$/];
const CHAPTER = /^\/api\/books\/\d+\/chapters\/\d+$/;
const NARRATION = /^\/media\/audio\/book-\d+\/chapter-\d{2}\.(?:ogg|mp3|timings\.json)$/;
const ILLUSTRATION = /^\/media\/illustrations\/[0-9a-z_-]+\.svg$/i;

export function cacheRuleFor(request: RequestFacts): CacheRule | null {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  if (url.origin !== request.origin) return null;
  const path = url.pathname;
  if (request.method === 'POST') return path === '/api/axxon/progress' ? 'progress' : null;
  // The chapter page asks whether its narration is there (HEAD) before it offers "Escuchar".
  if (request.method === 'HEAD') return NARRATION.test(path) ? 'narration' : null;
  if (request.method !== 'GET') return null;
  if (request.mode === 'navigate') return path.startsWith('/api/') || path.startsWith('/media/') ? null : 'page';
  if (path === '/remotes.json' || /^\/remotes\/[a-z0-9-]+\/remoteEntry\.js$/.test(path)) return 'remote-entry';
  if (path.startsWith('/api/')) {
    if (CHAPTER.test(path)) return 'chapter';
    return PUBLIC_READS.some((read) => read.test(path)) && url.search === '' ? 'public-read' : null;
  }
  if (NARRATION.test(path)) return 'narration';
  if (ILLUSTRATION.test(path) || HASHED_FILE.test(path)) return 'hashed-asset';
  return null;
}

/**
 * Whether an answer may be kept by a rule that stores what passes by (pages, public reads,
 * assets): a complete 200 whose Cache-Control allows storing it. `private` or `no-store` (a
 * premium chapter, an account) is never kept this way; only a family's own "Guardar" keeps a
 * premium chapter, and logging out removes it.
 */
export function mayKeep(status: number, cacheControl: string | null): boolean {
  if (status !== 200) return false;
  const directives = (cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  return !directives.includes('no-store') && !directives.includes('private');
}
