// The site's service worker (built by workbox-webpack-plugin's InjectManifest into /sw.js): keeps
// the shell, the remotes and every page a family opened working without internet, serves the
// books saved with "Guardar para leer sin internet", and queues progress events made offline.
// Each request's rule is chosen by cacheRuleFor (@universo/platform/offline, unit-tested).
import {
  cacheRuleFor,
  mayKeep,
  mayQueueProgressEvent,
  OFFLINE_CACHE_PREFIX,
  OFFLINE_CACHES,
  PROGRESS_QUEUE_NAME,
  SERVICE_WORKER_MESSAGES,
  type CacheRule,
} from '@universo/platform/offline';
import { Queue } from 'workbox-background-sync';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute, Route } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';

/** The few service-worker globals used here (the shell's TypeScript knows the DOM, not workers). */
interface ExtendableMessage extends Event {
  data: unknown;
  ports: readonly MessagePort[];
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: ExtendableMessage) => void): void;
}
declare const self: WorkerScope;

// A new deploy's worker takes over at once: pages are network first, so nothing stale is served.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The shell's startup files (chosen at build time: see the shell's webpack config).
precacheAndRoute(self.__WB_MANIFEST);

/** Stores only what mayKeep allows (a 200 whose Cache-Control permits it). */
const keepAllowed: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (mayKeep(response.status, response.headers.get('cache-control')) ? response : null),
};
/** remoteEntry.js is `no-store` so that a new remote is taken at once: kept only as the offline copy. */
const keepOk: WorkboxPlugin = { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) };

const expirations = {
  pages: new ExpirationPlugin({ maxEntries: 60 }),
  assets: new ExpirationPlugin({ maxEntries: 400 }),
  publicReads: new ExpirationPlugin({ maxEntries: 80 }),
};
const pages = new NetworkFirst({ cacheName: OFFLINE_CACHES.pages, plugins: [keepAllowed, expirations.pages] });
const remoteEntries = new NetworkFirst({ cacheName: OFFLINE_CACHES.remoteEntries, plugins: [keepOk] });
const assets = new CacheFirst({ cacheName: OFFLINE_CACHES.assets, plugins: [keepAllowed, expirations.assets] });
const publicReads = new NetworkFirst({ cacheName: OFFLINE_CACHES.publicReads, plugins: [keepAllowed, expirations.publicReads] });
const progressQueue = new Queue(PROGRESS_QUEUE_NAME, { maxRetentionTime: 7 * 24 * 60 });

async function savedCopy(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(OFFLINE_CACHES.savedBooks);
  return cache.match(request.url);
}

/**
 * Offline, a page never opened still starts: the shell's page is the same for every route (the
 * gateway only adds hints and a link preview), so any stored page draws the route asked for.
 */
async function anyStoredPage(): Promise<Response | undefined> {
  const cache = await caches.open(OFFLINE_CACHES.pages);
  const home = await cache.match(new URL('/', self.location.origin).href);
  if (home) return home;
  const [first] = await cache.keys();
  return first ? cache.match(first) : undefined;
}

async function answerPage(request: Request, event: Event): Promise<Response> {
  try {
    return await pages.handle({ request, event: event as never });
  } catch (error) {
    const fallback = await anyStoredPage();
    if (fallback) return fallback;
    throw error;
  }
}

/** A chapter: the network first (the plan may have changed), then the saved book's copy. */
async function answerChapter(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const saved = await savedCopy(request);
    if (saved) return saved;
    throw error;
  }
}

/** Narration: the saved copy when there is one (its URL names its version), with range requests. */
async function answerNarration(request: Request): Promise<Response> {
  const saved = await savedCopy(request);
  if (!saved) return fetch(request);
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers: saved.headers });
  return request.headers.has('range') ? createPartialResponse(request, saved) : saved;
}

/** A progress event: sent now, or queued when the network fails and the event may wait. */
async function answerProgress(request: Request): Promise<Response> {
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch (error) {
    const body: unknown = await copy
      .clone()
      .json()
      .catch(() => null);
    if (mayQueueProgressEvent(body, Date.now())) await progressQueue.pushRequest({ request: copy });
    throw error;
  }
}

function route(rule: CacheRule, method: 'GET' | 'HEAD' | 'POST', handle: (request: Request, event: Event) => Promise<Response>): void {
  registerRoute(
    new Route(
      ({ request }) => cacheRuleFor({ method: request.method, url: request.url, origin: self.location.origin, mode: request.mode }) === rule,
      ({ request, event }) => handle(request, event),
      method,
    ),
  );
}

/** A saved book's copy answers when the rule's own answer fails (the book's page, its drawings). */
function orSaved(strategy: Strategy): (request: Request, event: Event) => Promise<Response> {
  return async (request, event) => {
    try {
      return await strategy.handle({ request, event: event as never });
    } catch (error) {
      const saved = await savedCopy(request);
      if (saved) return saved;
      throw error;
    }
  };
}

route('page', 'GET', (request, event) => answerPage(request, event));
route('remote-entry', 'GET', (request, event) => remoteEntries.handle({ request, event: event as never }));
route('hashed-asset', 'GET', orSaved(assets));
route('public-read', 'GET', orSaved(publicReads));
route('chapter', 'GET', (request) => answerChapter(request));
route('narration', 'GET', (request) => answerNarration(request));
route('narration', 'HEAD', (request) => answerNarration(request));
route('progress', 'POST', (request) => answerProgress(request));

/** What the page loaded before this worker controlled it (its first visit), kept by the same rules. */
async function keepFirstVisit(pageUrls: unknown, resourceUrls: unknown, event: Event): Promise<void> {
  const origin = self.location.origin;
  const strategies: Partial<Record<CacheRule, Strategy>> = { 'remote-entry': remoteEntries, 'hashed-asset': assets, 'public-read': publicReads };
  const work: Promise<unknown>[] = [];
  for (const url of Array.isArray(pageUrls) ? pageUrls : []) {
    if (typeof url === 'string' && cacheRuleFor({ method: 'GET', url, origin, mode: 'navigate' }) === 'page')
      work.push(pages.handle({ request: new Request(url), event: event as never }));
  }
  for (const url of Array.isArray(resourceUrls) ? resourceUrls : []) {
    if (typeof url !== 'string') continue;
    const rule = cacheRuleFor({ method: 'GET', url, origin });
    const strategy = rule ? strategies[rule] : undefined;
    if (strategy) work.push(strategy.handle({ request: new Request(url), event: event as never }));
  }
  await Promise.allSettled(work);
}

/** Logout: nothing of the family stays (queued events, stored pages and books, which pages were opened). */
async function forgetEverything(): Promise<void> {
  while (await progressQueue.shiftRequest()) {
    // Each shift removes one queued event.
  }
  await Promise.allSettled(Object.values(expirations).map((plugin) => plugin.deleteCacheAndMetadata()));
  const names = await caches.keys();
  await Promise.allSettled(names.filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX)).map((name) => caches.delete(name)));
}

// The page says when the connection is back (the `online` event): the browser's own sync may
// come later, or never where Background Sync is missing.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === SERVICE_WORKER_MESSAGES.replayProgress) event.waitUntil(progressQueue.replayRequests().catch(() => undefined));
  if (data?.type === SERVICE_WORKER_MESSAGES.forget) {
    event.waitUntil(forgetEverything().finally(() => event.ports[0]?.postMessage('ok')));
  }
  if (data?.type === SERVICE_WORKER_MESSAGES.keepFirstVisit) {
    const { pages: pageUrls, resources } = data as { pages?: unknown; resources?: unknown };
    event.waitUntil(keepFirstVisit(pageUrls, resources, event));
  }
});
