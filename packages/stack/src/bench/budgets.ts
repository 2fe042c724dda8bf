/**
 * Issue 15: what a cold visit may download on a cheap phone over slow mobile data. The home page
 * loads only the shell; any other route, the shell plus the remote that draws it.
 */
export const MAIN_ROUTES = [
  '/',
  '/historia',
  '/historia/1',
  '/historia/1/capitulo/1',
  '/personajes',
  '/zona-magica',
  '/tienda',
  '/subscription',
  '/blog',
  '/comunidad',
  '/contacto',
  '/login',
];

const KB = 1024;
export const HOME_JS_BUDGET_BYTES = 110 * KB;
export const ROUTE_JS_BUDGET_BYTES = 150 * KB;

/** Gzipped JavaScript bytes a cold visit of the route may load. */
export function javaScriptBudget(route: string): number {
  return route === '/' ? HOME_JS_BUDGET_BYTES : ROUTE_JS_BUDGET_BYTES;
}

/** The routes that load more than their budget, each with how much too much. */
export function overBudget(measured: { route: string; gzipBytes: number }[]): { route: string; excessBytes: number }[] {
  return measured
    .map(({ route, gzipBytes }) => ({ route, excessBytes: gzipBytes - javaScriptBudget(route) }))
    .filter(({ excessBytes }) => excessBytes > 0);
}
