import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PLACEHOLDER } from '@universo/route-table/pages';
// Through the package, not a relative path: the page keeps one copy, the shared singleton's.
import { NotFound, PageState } from '@universo/platform';

/** A page pattern of the route table (`/historia/{book}`) as a route path under the shell's "*" (`historia/:book`). */
export function routePathOfPage(pattern: string): string {
  return pattern.slice(1).replace(PLACEHOLDER, ':$1');
}

export interface RemoteRoutesProps<Page extends string> {
  /** The remote's name (package.json `universo.name`): the page's parts say which app drew them. */
  name: string;
  /** Each page's pattern (package.json `universo.pages`). */
  patterns: Readonly<Record<Page, string>>;
  /** Each page's component (one chunk per page: lazyPages). */
  pages: Readonly<Record<Page, ComponentType>>;
  /** Routes that are not pages of their own (another address of a page). */
  children?: ReactNode;
}

/**
 * A remote's App: a route per page of the route table, as full paths without the leading slash
 * (the shell mounts the remote at "*"), and the 404 page for any other address.
 */
export function RemoteRoutes<Page extends string>({ name, patterns, pages, children }: RemoteRoutesProps<Page>) {
  return (
    <div data-remote={name}>
      {/* The same placeholder the shell shows while this remote loads: nothing moves in between. */}
      <Suspense fallback={<PageState status="loading" message="Cargando..." />}>
        <Routes>
          {(Object.keys(patterns) as Page[]).map((page) => {
            const Component: ComponentType = pages[page];
            return <Route key={page} path={routePathOfPage(patterns[page])} element={<Component />} />;
          })}
          {children}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </div>
  );
}
