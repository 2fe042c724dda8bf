/**
 * Issue 15: what a cold visit may download on a cheap phone over slow mobile data. The home page
 * loads only the shell; any other route, the shell plus the remote that draws it. The routes
 * measured are MAIN_ROUTES of @universo/route-table.
 */
const KB = 1024;
export const HOME_JS_BUDGET_BYTES = 110 * KB;
export const ROUTE_JS_BUDGET_BYTES = 150 * KB;

/** Gzipped JavaScript bytes a cold visit of the route may load. */
export function javaScriptBudget(route: string): number {
  return route === '/' ? HOME_JS_BUDGET_BYTES : ROUTE_JS_BUDGET_BYTES;
}

/** The routes that load more than their budget, each with how much too much. */
export function overBudget(measured: { route: string; gzipBytes: number }[]): { route: string; excessBytes: number }[] {
  return measured.map(({ route, gzipBytes }) => ({ route, excessBytes: gzipBytes - javaScriptBudget(route) })).filter(({ excessBytes }) => excessBytes > 0);
}

/**
 * How the bench ends. A missed budget (JavaScript bytes or a Lighthouse target) fails the run with
 * exit code 1, loudly, so a regression cannot pass unnoticed in a script; with
 * BENCH_REPORT_ONLY=1 the same tables and misses are printed and the run ends with 0 (to record
 * numbers while the targets are still being worked towards).
 */
export function benchExitCode(misses: string[], env: NodeJS.ProcessEnv): 0 | 1 {
  if (misses.length === 0) return 0;
  return isReportOnly(env) ? 0 : 1;
}

export function isReportOnly(env: NodeJS.ProcessEnv): boolean {
  return ['1', 'true'].includes((env.BENCH_REPORT_ONLY ?? '').trim().toLowerCase());
}
