import { BACKGROUND_SYNC_DATABASE, OFFLINE_CACHE_PREFIX } from './cacheNames';

/**
 * Removes everything the site kept for reading without internet: every cache of ours (saved
 * books included, premium chapters among them) and the queued progress events. Called at logout:
 * the next person on this device finds nothing of the family's.
 */
export async function clearOfflineData(): Promise<void> {
  const work: Promise<unknown>[] = [];
  if (typeof caches !== 'undefined') {
    const names = await caches.keys().catch(() => [] as string[]);
    for (const name of names) if (name.startsWith(OFFLINE_CACHE_PREFIX)) work.push(caches.delete(name));
  }
  if (typeof indexedDB !== 'undefined') {
    work.push(
      new Promise<void>((resolve) => {
        const request = indexedDB.deleteDatabase(BACKGROUND_SYNC_DATABASE);
        request.onsuccess = request.onerror = request.onblocked = () => resolve();
      }),
    );
  }
  await Promise.allSettled(work);
}
