import { benchExitCode, HOME_JS_BUDGET_BYTES, isReportOnly, javaScriptBudget, overBudget, ROUTE_JS_BUDGET_BYTES } from './budgets';

describe('JavaScript budgets (issue 15)', () => {
  it('gives the home page 110 KB and any other route 150 KB, gzipped', () => {
    expect(javaScriptBudget('/')).toBe(110 * 1024);
    expect(javaScriptBudget('/historia/1/capitulo/1')).toBe(150 * 1024);
  });

  it('names only the routes over their budget, with the excess', () => {
    expect(
      overBudget([
        { route: '/', gzipBytes: HOME_JS_BUDGET_BYTES + 1 },
        { route: '/tienda', gzipBytes: ROUTE_JS_BUDGET_BYTES },
        { route: '/blog', gzipBytes: ROUTE_JS_BUDGET_BYTES + 2048 },
      ]),
    ).toEqual([
      { route: '/', excessBytes: 1 },
      { route: '/blog', excessBytes: 2048 },
    ]);
  });

  it('fails the run on any missed budget unless BENCH_REPORT_ONLY asks only for the report', () => {
    expect(benchExitCode([], {})).toBe(0);
    expect(benchExitCode(['JavaScript /blog'], {})).toBe(1);
    expect(benchExitCode(['Lighthouse /tienda: LCP'], { BENCH_REPORT_ONLY: '0' })).toBe(1);
    expect(benchExitCode(['Lighthouse /tienda: LCP'], { BENCH_REPORT_ONLY: '1' })).toBe(0);
    expect(isReportOnly({ BENCH_REPORT_ONLY: 'true' })).toBe(true);
    expect(isReportOnly({ BENCH_REPORT_ONLY: '' })).toBe(false);
  });
});
