import { useSyncExternalStore } from 'react';

// Set by StateProvider when the page's store is made: from then on the page has the one store and
// @universo/platform, and the header and the toasts read them.
let loaded = false;
const listeners = new Set<() => void>();

export function markStoreLoaded(): void {
  if (loaded) return;
  loaded = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isLoaded = () => loaded;

/** True once the store and @universo/platform have loaded (never goes back). */
export function useStoreLoaded(): boolean {
  return useSyncExternalStore(subscribe, isLoaded, isLoaded);
}

/** Loads the store (and with it @universo/platform) now, e.g. for an action on a page that did not need it. */
export async function loadStore() {
  const { pageStore } = await import(/* webpackChunkName: "state" */ './StateProvider');
  return pageStore();
}
