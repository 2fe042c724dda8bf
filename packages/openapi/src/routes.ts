/** fastify's path syntax to OpenAPI's: `/api/books/:bookId` → `/api/books/{bookId}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** `METHOD /path` of every route that has no operation in the document (empty: all documented). */
export function routesMissingFrom(document: { paths: Record<string, object> }, routes: { method: string; url: string }[]): string[] {
  return routes
    .filter((route) => {
      const item = document.paths[openApiPath(route.url)] as Record<string, unknown> | undefined;
      return !item?.[route.method.toLowerCase()];
    })
    .map((route) => `${route.method} ${route.url}`);
}
