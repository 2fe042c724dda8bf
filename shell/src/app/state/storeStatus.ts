import { useSyncExternalStore } from 'react';
import { watchedValue } from '../../shared/watched/watchedValue';

// Set by StateProvider when the page's store is made: from then on the page has the one store and
// @universo/platform, and the header and the toasts read them.
const loaded = watchedValue(false);

export function markStoreLoaded(): void {
  if (!loaded.get()) loaded.set(true);
}

/** True once the store and @universo/platform have loaded (never goes back). */
export function useStoreLoaded(): boolean {
  return useSyncExternalStore(loaded.subscribe, loaded.get, loaded.get);
}

/** Loads the store (and with it @universo/platform) now, e.g. for an action on a page that did not need it. */
export async function loadStore() {
  const { pageStore } = await import(/* webpackChunkName: "state" */ './StateProvider');
  return pageStore();
}
