import { loadRemote } from './federation';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

type RemoteAppModule = { default: ComponentType };

// One lazy() per remote, kept outside React: a render that suspends before it commits is thrown
// away with its state, so a lazy() created in state would start a new download on every retry.
const remoteApps = new Map<string, LazyExoticComponent<ComponentType>>();
const failedRemotes = new Set<string>();

/** The `./App` of a remote as a lazy component (the same one every time, until it is forgotten). */
export function remoteApp(name: string): LazyExoticComponent<ComponentType> {
  let component = remoteApps.get(name);
  if (!component) {
    component = lazy(async (): Promise<RemoteAppModule> => {
      try {
        const module = await loadRemote<RemoteAppModule>(`${name}/App`);
        if (!module || typeof module.default !== 'function') throw new Error(`El remoto ${name} no expone ./App`);
        return module;
      } catch (error) {
        failedRemotes.add(name);
        throw error;
      }
    });
    remoteApps.set(name, component);
  }
  return component;
}

/** React keeps a rejected lazy() forever: forgetting it lets the next render try again. */
export function forgetRemoteApp(name: string): void {
  remoteApps.delete(name);
  failedRemotes.delete(name);
}

/** Forgets the remote only if it failed to load: the next visit tries again, a loaded one stays. */
export function forgetRemoteAppIfFailed(name: string): void {
  if (failedRemotes.has(name)) forgetRemoteApp(name);
}
