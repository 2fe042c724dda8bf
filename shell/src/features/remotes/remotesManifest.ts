/** One remote as /remotes.json describes it (see remotesManifest() in @universo/route-table). */
export interface RemoteDescriptor {
  /** Module Federation name; the shell loads `<name>/App`. */
  name: string;
  /** URL of the remote's remoteEntry.js. */
  entry: string;
  /** Client routes it owns, each with everything below it. */
  routes: string[];
}

export const REMOTES_MANIFEST_URL = '/remotes.json';
/**
 * The `<script type="application/json">` of index.html where the gateway puts the same map at
 * serve time (REMOTES_MAP_ELEMENT_ID of packages/federation/src/pageIncludes.mjs).
 */
export const REMOTES_MAP_ELEMENT_ID = 'universo-remotes';

function isRemoteDescriptor(value: unknown): value is RemoteDescriptor {
  if (typeof value !== 'object' || value === null) return false;
  const { name, entry, routes } = value as Partial<RemoteDescriptor>;
  return (
    typeof name === 'string' &&
    name.length > 0 &&
    typeof entry === 'string' &&
    entry.length > 0 &&
    Array.isArray(routes) &&
    routes.every((route) => typeof route === 'string' && route.startsWith('/'))
  );
}

/** Reads the body of /remotes.json; entries that do not have the contract's shape are left out. */
export function parseRemotesManifest(json: unknown): RemoteDescriptor[] {
  if (typeof json !== 'object' || json === null || !Array.isArray((json as { remotes?: unknown }).remotes)) {
    throw new Error('remotes.json no tiene la forma {"remotes": [...]}');
  }
  return (json as { remotes: unknown[] }).remotes.filter(isRemoteDescriptor);
}

/** True when `pathname` is `route` or below it. Case-insensitive, as React Router matches. */
export function pathBelongsTo(pathname: string, route: string): boolean {
  const path = pathname.toLowerCase();
  const owned = route.toLowerCase().replace(/\/+$/, '');
  return path === owned || path.startsWith(`${owned}/`);
}

/** The remote that owns a pathname, if any. */
export function findRemoteForPath(remotes: readonly RemoteDescriptor[], pathname: string): RemoteDescriptor | undefined {
  return remotes.find((remote) => remote.routes.some((route) => pathBelongsTo(pathname, route)));
}

/**
 * The map the gateway inlined in the page, or undefined when it is not there: the page was served
 * without the gateway (webpack dev server: the include directive is still a comment), or the
 * include failed. The shell then fetches /remotes.json instead.
 */
export function readInlinedRemotes(text: string | null | undefined): RemoteDescriptor[] | undefined {
  const trimmed = text?.trim();
  if (!trimmed || !trimmed.startsWith('{')) return undefined;
  try {
    return parseRemotesManifest(JSON.parse(trimmed));
  } catch {
    return undefined;
  }
}
