import { watchedValue } from '../../shared/watched/watchedValue';
import { registerRemotes } from './federation';
import { parseRemotesManifest, readInlinedRemotes, type RemoteDescriptor, REMOTES_MANIFEST_URL, REMOTES_MAP_ELEMENT_ID } from './remotesManifest';

export type RemotesState = { status: 'loading' } | { status: 'ready'; remotes: RemoteDescriptor[] } | { status: 'error'; error: unknown };

const remotesState = watchedValue<RemotesState>({ status: 'loading' });
let inFlight: Promise<void> | undefined;
const publish = remotesState.set;

// Runs before @universo/platform is loaded (see app/state/lazyWithState), so it uses fetch directly.

function register(remotes: RemoteDescriptor[]): void {
  registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: new URL(remote.entry, window.location.origin).href })));
  publish({ status: 'ready', remotes });
}

let inlinedTried = false;

/**
 * Registers every remote with the federation runtime. The map comes with the page (the gateway
 * inlines /remotes.json into index.html at serve time, so a remote moves without a shell rebuild
 * and no request waits for it); only a page served without it (the webpack dev server) or a retry
 * after a failure fetches /remotes.json.
 */
export function loadRemotes(): Promise<void> {
  if (inFlight) return inFlight;
  if (!inlinedTried) {
    inlinedTried = true;
    const inlined = readInlinedRemotes(document.getElementById(REMOTES_MAP_ELEMENT_ID)?.textContent);
    if (inlined) {
      register(inlined);
      return Promise.resolve();
    }
  }
  if (remotesState.get().status !== 'loading') publish({ status: 'loading' });
  inFlight = (async () => {
    try {
      const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      register(parseRemotesManifest(await response.json()));
    } catch (error) {
      publish({ status: 'error', error });
    } finally {
      inFlight = undefined;
    }
  })();
  return inFlight;
}

export const subscribeToRemotes = remotesState.subscribe;

export const getRemotesState = remotesState.get;
