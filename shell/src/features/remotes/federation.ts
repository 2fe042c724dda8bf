// Loading a remote with webpack's own Module Federation: run its remoteEntry.js (a script from our
// origin: the CSP allows it), which defines a global container named like the remote; give it the
// page's share scope (so it takes the shell's React, router, Redux and platform) and ask it for a
// module.

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

interface Container {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

const entries = new Map<string, string>();
const containers = new Map<string, Promise<Container>>();

/** Where each remote's remoteEntry.js is (absolute URLs). A later call replaces a remote's entry. */
export function registerRemotes(remotes: { name: string; entry: string }[]): void {
  for (const { name, entry } of remotes) entries.set(name, entry);
}

function runScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      script.remove();
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`No se pudo cargar ${url}`));
    };
    document.head.appendChild(script);
  });
}

function container(name: string): Promise<Container> {
  let loading = containers.get(name);
  if (!loading) {
    loading = (async () => {
      const entry = entries.get(name);
      if (!entry) throw new Error(`El remoto ${name} no está registrado`);
      const global = window as unknown as Record<string, Container | undefined>;
      if (!global[name]) await runScript(entry);
      const loaded = global[name];
      if (!loaded || typeof loaded.get !== 'function') throw new Error(`${entry} no definió el contenedor ${name}`);
      await __webpack_init_sharing__('default');
      await loaded.init(__webpack_share_scopes__.default);
      return loaded;
    })();
    // A failed load is not kept: the next attempt runs the script again.
    loading.catch(() => containers.delete(name));
    containers.set(name, loading);
  }
  return loading;
}

/** `<remote>/<module>` (`stories/App`), as webpack's federation exposes it (`./App`). */
export async function loadRemote<T>(id: string): Promise<T> {
  const slash = id.indexOf('/');
  const name = id.slice(0, slash);
  const factory = await (await container(name)).get(`./${id.slice(slash + 1)}`);
  return factory() as T;
}
