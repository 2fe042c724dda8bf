import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

type PageImport = () => Promise<ComponentType>;

/**
 * One chunk per page of a remote: a visit downloads the page it opens, not the others. The page of
 * the address the visit starts on is asked for as soon as this runs (when the remote's App module
 * is evaluated), not later when React first renders it, so no request waits for another.
 * @param pages the first path segment the page answers (`blog`, `account`) -> the page's import
 * @param pathname the address the visit starts on
 * @param pageOf which page answers an address, when it is not simply its first path segment
 */
export function lazyPages<Key extends string>(
  pages: Record<Key, PageImport>,
  pathname: string = typeof window === 'undefined' ? '' : window.location.pathname,
  pageOf?: (pathname: string) => Key | undefined,
): Record<Key, LazyExoticComponent<ComponentType>> {
  const started = new Map<Key, Promise<{ default: ComponentType }>>();
  const load = (key: Key): Promise<{ default: ComponentType }> => {
    let loading = started.get(key);
    if (!loading) {
      loading = pages[key]().then((component) => ({ default: component }));
      // A failed download is not kept: the next render asks again.
      loading.catch(() => started.delete(key));
      started.set(key, loading);
    }
    return loading;
  };
  const keys = Object.keys(pages) as Key[];
  const current = pageOf ? pageOf(pathname.toLowerCase()) : keys.find((key) => key === pathname.split('/')[1]?.toLowerCase());
  if (current) void load(current).catch(() => undefined);
  return Object.fromEntries(keys.map((key) => [key, lazy(() => load(key))])) as Record<Key, LazyExoticComponent<ComponentType>>;
}
