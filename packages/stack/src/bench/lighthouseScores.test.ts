import {
  figuresOf,
  LIGHTHOUSE_TARGETS,
  lighthouseCauses,
  lighthouseMisses,
  lighthouseVerdicts,
  median,
  medianFigures,
  medianRunIndex,
  type LighthouseFigures,
  type LighthouseResult,
} from './lighthouseScores';

const passing: LighthouseFigures = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02, bestPractices: 100 };

const result = (over: Partial<LighthouseResult> = {}): LighthouseResult => ({
  categories: {
    performance: { score: 0.954 },
    'best-practices': {
      score: 0.96,
      auditRefs: [
        { id: 'errors-in-console', weight: 1 },
        { id: 'deprecations', weight: 5 },
        { id: 'notes', weight: 0 },
      ],
    },
  },
  audits: {
    'largest-contentful-paint': { title: 'LCP', score: 0.8, numericValue: 2412.3 },
    'total-blocking-time': { title: 'TBT', score: 0.9, numericValue: 188 },
    'cumulative-layout-shift': { title: 'CLS', score: 1, numericValue: 0.004 },
    'errors-in-console': {
      title: 'Browser errors were logged to the console',
      score: 0,
      details: { type: 'table', items: [{ description: 'Failed to load resource: 401', sourceLocation: { url: 'http://127.0.0.1:28080/api/auth/user' } }] },
    },
    deprecations: { title: 'Avoids deprecated APIs', score: 1 },
    notes: { title: 'Not weighed', score: 0 },
    'render-blocking-resources': {
      title: 'Eliminate render-blocking resources',
      score: 0.5,
      metricSavings: { FCP: 300, LCP: 300 },
      details: { type: 'opportunity' },
    },
    'unused-javascript': {
      title: 'Reduce unused JavaScript',
      score: 0,
      displayValue: 'Potential savings of 26 KiB',
      metricSavings: { FCP: 0, LCP: 150 },
      details: { type: 'opportunity', overallSavingsMs: 150, overallSavingsBytes: 26_624 },
    },
    'bootup-time': {
      title: 'Reduce JavaScript execution time',
      score: 0,
      displayValue: '2.7 s',
      metricSavings: { TBT: 2200 },
      details: {
        type: 'table',
        items: [
          { url: 'http://127.0.0.1:28080/main.js', scripting: 591 },
          { url: 'http://127.0.0.1:28080/historia', scripting: 6 },
          { url: 'Unattributable', scripting: 56 },
          { url: 'http://127.0.0.1:28080/262.js', scripting: 1037.4 },
        ],
      },
    },
    'uses-long-cache-ttl': { title: 'Efficient cache policy', score: 0.5, details: { type: 'table' } },
    'unminified-css': { title: 'Minify CSS', score: 1, metricSavings: { FCP: 0 }, details: { type: 'opportunity' } },
    metrics: {
      title: 'Metrics',
      score: null,
      details: { type: 'debugdata', items: [{ firstContentfulPaint: 648, largestContentfulPaint: 5665, observedLargestContentfulPaint: 1407 }] },
    },
    'largest-contentful-paint-element': {
      title: 'Largest Contentful Paint element',
      score: 0,
      details: {
        type: 'list',
        items: [
          { type: 'table', items: [{ node: { selector: 'main > h1', nodeLabel: 'Historias' } }] },
          {
            type: 'table',
            items: [
              { phase: 'TTFB', timing: 612.4 },
              { phase: 'Render Delay', timing: 1800 },
            ],
          },
        ],
      },
    },
    'layout-shifts': { title: 'Avoid large layout shifts', score: 0, details: { type: 'table', items: [{ node: { selector: 'footer' }, score: 0.31 }] } },
  },
  ...over,
});

describe('Lighthouse figures (issue 15)', () => {
  it('takes the median: the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 20, 30])).toBe(25);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow();
  });

  it('reads scores as 0-100 and the metrics in their own units', () => {
    expect(figuresOf(result())).toEqual({ performance: 95, lcpMs: 2412.3, tbtMs: 188, cls: 0.004, bestPractices: 96 });
  });

  it('refuses a run Lighthouse could not finish instead of reading it as zeros', () => {
    expect(() => figuresOf(result({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } }))).toThrow(/NO_FCP/);
  });

  it('takes each figure’s median on its own, so one slow run decides nothing', () => {
    const runs: LighthouseFigures[] = [
      { performance: 96, lcpMs: 1900, tbtMs: 400, cls: 0, bestPractices: 100 },
      { performance: 60, lcpMs: 4000, tbtMs: 90, cls: 0.5, bestPractices: 96 },
      { performance: 97, lcpMs: 1800, tbtMs: 100, cls: 0.01, bestPractices: 100 },
    ];
    expect(medianFigures(runs)).toEqual({ performance: 96, lcpMs: 1900, tbtMs: 100, cls: 0.01, bestPractices: 100 });
    expect(medianRunIndex(runs)).toBe(0);
  });

  it('passes a route exactly on every target', () => {
    expect(lighthouseMisses(passing)).toEqual([]);
    expect(Object.values(lighthouseVerdicts(passing)).every(Boolean)).toBe(true);
  });

  it('names each figure one step beyond its target', () => {
    expect(lighthouseMisses({ ...passing, performance: 94 })).toEqual(['performance']);
    expect(lighthouseMisses({ ...passing, lcpMs: 2001 })).toEqual(['lcpMs']);
    expect(lighthouseMisses({ ...passing, tbtMs: 151 })).toEqual(['tbtMs']);
    expect(lighthouseMisses({ ...passing, cls: 0.021 })).toEqual(['cls']);
    expect(lighthouseMisses({ ...passing, bestPractices: 96 })).toEqual(['bestPractices']);
    expect(LIGHTHOUSE_TARGETS).toEqual({ performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02, bestPractices: 100 });
  });

  it('lists the causes: costliest savings first, the longest scripts, FCP against LCP, the LCP element, what moved, failed best practices', () => {
    expect(lighthouseCauses(result())).toEqual([
      'Reduce JavaScript execution time (2.7 s): TBT −2200 ms',
      'Eliminate render-blocking resources: FCP −300 ms, LCP −300 ms',
      'Reduce unused JavaScript (Potential savings of 26 KiB): LCP −150 ms',
      'más tiempo de script: /262.js 1037 ms, /main.js 591 ms',
      'primer pintado 0.6 s, LCP 5.7 s (sin simular 1.4 s)',
      'elemento LCP: main > h1 (TTFB 612 ms, Render Delay 1800 ms)',
      'se mueve: footer (0.310)',
      'buenas prácticas: Browser errors were logged to the console («Failed to load resource: 401» en /api/auth/user)',
    ]);
  });

  it('keeps only as many savings as asked, and says when Lighthouse could not name the LCP element', () => {
    const failed = result();
    failed.audits['largest-contentful-paint-element'] = { title: 'Largest Contentful Paint element', score: null };
    const causes = lighthouseCauses(failed, 1);
    expect(causes[0]).toBe('Reduce JavaScript execution time (2.7 s): TBT −2200 ms');
    expect(causes[1]).toMatch(/^más tiempo de script/);
    expect(causes).toContain('elemento LCP: Lighthouse no lo nombra con este Chromium (falla su recogida de elementos de la traza)');
  });
});
