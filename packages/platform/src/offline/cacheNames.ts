/**
 * The names of everything the site keeps in the browser for reading without internet: the
 * service worker's caches, the books a family saved and the queue of progress events made
 * offline. One place, so logging out can remove all of it (see clearOfflineData).
 */
export const OFFLINE_CACHE_PREFIX = 'universo-';

export const OFFLINE_CACHES = {
  /** Pages (the shell's HTML as the gateway filled it in) a family opened: the fallback offline. */
  pages: `${OFFLINE_CACHE_PREFIX}pages`,
  /** Each remote's remoteEntry.js and /remotes.json: used only when the network fails. */
  remoteEntries: `${OFFLINE_CACHE_PREFIX}remote-entries`,
  /** Files with a content hash in their name (scripts, stylesheets, drawings): never change. */
  assets: `${OFFLINE_CACHE_PREFIX}assets`,
  /** Public API reads (books, products, articles): the last answer, for when the network fails. */
  publicReads: `${OFFLINE_CACHE_PREFIX}public-reads`,
  /** What "Guardar para leer sin internet" stored: chapters, illustrations, narration. */
  savedBooks: `${OFFLINE_CACHE_PREFIX}saved-books`,
} as const;

/** workbox-background-sync's queue of progress events sent while offline. */
export const PROGRESS_QUEUE_NAME = 'universo-progress-events';
/** The IndexedDB database workbox-background-sync keeps every queue in. */
export const BACKGROUND_SYNC_DATABASE = 'workbox-background-sync';

/** Messages the page sends the service worker. */
export const SERVICE_WORKER_MESSAGES = {
  /** Send the queued progress events now (the connection came back). */
  replayProgress: 'UNIVERSO_REPLAY_PROGRESS',
  /** Keep what the first visit loaded before the worker controlled the page: `{ pages, resources }`. */
  keepFirstVisit: 'UNIVERSO_KEEP_FIRST_VISIT',
  /** Logout: drop the queued events, the caches and their records; answers on the message's port. */
  forget: 'UNIVERSO_FORGET',
} as const;

/** Where the site's service worker is served (the shell's build writes it; scope "/"). */
export const SERVICE_WORKER_URL = '/sw.js';
