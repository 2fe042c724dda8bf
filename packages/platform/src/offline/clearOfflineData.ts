import { OFFLINE_CACHE_PREFIX, SERVICE_WORKER_MESSAGES } from './cacheNames';

/** How long logging out waits for the service worker to say it has forgotten everything. */
const WORKER_ANSWER_MS = 3000;

/** Asks the service worker to empty its queue of progress events and its caches' records. */
function askWorkerToForget(): Promise<void> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, WORKER_ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: SERVICE_WORKER_MESSAGES.forget }, [channel.port2]);
  });
}

/**
 * Removes everything the site kept for reading without internet: the queued progress events and
 * every cache of ours (saved books, premium chapters among them, and the pages opened). Called at
 * logout: the next person on this device finds nothing of the family's. The queue lives in the
 * worker's IndexedDB database, which the worker keeps open: the worker empties it itself.
 */
export async function clearOfflineData(): Promise<void> {
  await askWorkerToForget().catch(() => undefined);
  if (typeof caches === 'undefined') return;
  const names = await caches.keys().catch(() => [] as string[]);
  await Promise.allSettled(names.filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
