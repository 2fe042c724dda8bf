import { registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemotesManifest, type RemoteDescriptor, REMOTES_MANIFEST_URL } from './remotesManifest';

export type RemotesState =
  | { status: 'loading' }
  | { status: 'ready'; remotes: RemoteDescriptor[] }
  | { status: 'error'; error: unknown };

let state: RemotesState = { status: 'loading' };
let inFlight: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(next: RemotesState): void {
  state = next;
  for (const listener of listeners) listener();
}

// Runs before @universo/platform is loaded (see app/state/lazyWithState), so it uses fetch directly.

/**
 * Fetches /remotes.json (served no-store: a remote moves without a shell rebuild) and registers
 * every remote with the federation runtime. Call it again to retry after a failure.
 */
export function loadRemotes(): Promise<void> {
  if (inFlight) return inFlight;
  if (state.status !== 'loading') publish({ status: 'loading' });
  inFlight = (async () => {
    try {
      const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      const remotes = parseRemotesManifest(await response.json());
      registerRemotes(
        remotes.map((remote) => ({ name: remote.name, entry: new URL(remote.entry, window.location.origin).href })),
      );
      publish({ status: 'ready', remotes });
    } catch (error) {
      publish({ status: 'error', error });
    } finally {
      inFlight = undefined;
    }
  })();
  return inFlight;
}

export function subscribeToRemotes(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getRemotesState(): RemotesState {
  return state;
}
