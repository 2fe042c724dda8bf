import { figuresOf, type LighthouseFigures, type LighthouseResult, medianFigures, medianRunIndex } from './lighthouseScores';

/**
 * Lighthouse and chrome-launcher are ES modules. Required from this CommonJS file, tsx compiles
 * them with esbuild's keepNames, and the functions Lighthouse sends into the page then call a
 * `__name` helper the page does not have ("__name is not defined"). Node's own import() loads
 * them untouched; `new Function` keeps the CommonJS output from turning it into require().
 */
const nativeImport = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

/** Tries per run before a Lighthouse failure ends the bench. */
const ATTEMPTS = 3;

export interface RouteLighthouse {
  route: string;
  /** Each figure's median over the runs. */
  figures: LighthouseFigures;
  runs: LighthouseFigures[];
  /** The full result of the run whose performance score is the median, to read causes from. */
  medianResult: LighthouseResult;
}

/**
 * Lighthouse 12 with its default mobile profile (simulated slow 4G, 4x CPU slowdown, a phone's
 * screen) on Debian's Chromium, `runs` times per route. The routes take turns run after run, so a
 * noisy moment on a shared machine lands on different routes rather than on all runs of one.
 */
export async function measureLighthouse(
  baseUrl: string,
  routes: readonly string[],
  runs: number,
  onRun?: (route: string, run: number, figures: LighthouseFigures) => void,
): Promise<RouteLighthouse[]> {
  const { default: lighthouse } = await nativeImport<typeof import('lighthouse')>('lighthouse');
  const chromeLauncher = await nativeImport<typeof import('chrome-launcher')>('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    logLevel: 'error',
  });
  const results = new Map<string, LighthouseResult[]>(routes.map((r) => [r, []]));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const route of routes) {
        let result: LighthouseResult | undefined;
        // On a busy machine Chromium now and then loses the trace (NO_NAVSTART, NO_FCP): such a
        // run has no figures at all, so it is run again rather than counted.
        for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
          const answer = await lighthouse(`${baseUrl}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'best-practices'],
          });
          if (!answer) throw new Error(`Lighthouse no devolvió resultado para ${route}`);
          result = answer.lhr as unknown as LighthouseResult;
          if (!result.runtimeError || attempt === ATTEMPTS) break;
          console.log(`  pasada ${run} ${route}: Lighthouse falló (${result.runtimeError.code}), se repite`);
        }
        onRun?.(route, run, figuresOf(result!));
        results.get(route)!.push(result!);
      }
    }
  } finally {
    await chrome.kill();
  }
  return routes.map((route) => {
    const all = results.get(route)!;
    const figures = all.map(figuresOf);
    return { route, runs: figures, figures: medianFigures(figures), medianResult: all[medianRunIndex(figures)]! };
  });
}
