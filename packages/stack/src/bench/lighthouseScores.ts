/**
 * Issue 15, point 1: what Lighthouse's default mobile profile (simulated slow 4G, 4x CPU
 * slowdown) must say of every main route. Pure functions over Lighthouse's JSON result, so the
 * rules are unit tested without a browser; the runner is lighthouse.ts.
 */

export const LIGHTHOUSE_TARGETS = {
  /** Performance score, 0-100: at least. */
  performance: 95,
  /** Largest Contentful Paint, ms: at most. */
  lcpMs: 2000,
  /** Total Blocking Time, ms: at most. */
  tbtMs: 150,
  /** Cumulative Layout Shift: at most. */
  cls: 0.02,
  /** Best-practices score, 0-100: at least. */
  bestPractices: 100,
} as const;

/** One Lighthouse run of one route, reduced to the figures the issue asks for. */
export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bestPractices: number;
}

export type LighthouseMetric = keyof LighthouseFigures;

/** The part of Lighthouse's result (LH.Result) this bench reads. */
export interface LighthouseAudit {
  id?: string;
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  metricSavings?: Partial<Record<'LCP' | 'FCP' | 'TBT' | 'CLS' | 'INP', number>>;
  details?: {
    type?: string;
    overallSavingsMs?: number;
    overallSavingsBytes?: number;
    items?: unknown[];
  };
}

export interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, LighthouseAudit | undefined>;
}

/** The median of the values (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('La mediana de ninguna medida no existe.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const score = (category: { score: number | null } | undefined): number => Math.round((category?.score ?? 0) * 100);
const numeric = (audit: LighthouseAudit | undefined): number => audit?.numericValue ?? Number.NaN;

/** The issue's figures from one Lighthouse result; a run that failed is an error, not a zero. */
export function figuresOf(result: LighthouseResult): LighthouseFigures {
  if (result.runtimeError) throw new Error(`Lighthouse falló: ${result.runtimeError.code} ${result.runtimeError.message}`);
  return {
    performance: score(result.categories.performance),
    lcpMs: numeric(result.audits['largest-contentful-paint']),
    tbtMs: numeric(result.audits['total-blocking-time']),
    cls: numeric(result.audits['cumulative-layout-shift']),
    bestPractices: score(result.categories['best-practices']),
  };
}

/**
 * Each figure's median over the runs, figure by figure: scores move by a few points from run to
 * run on a shared machine, and one slow run must not decide the verdict either way.
 */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (metric: LighthouseMetric) => median(runs.map((r) => r[metric]));
  return { performance: of('performance'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls'), bestPractices: of('bestPractices') };
}

/** Per figure, true when it meets its target. */
export function lighthouseVerdicts(figures: LighthouseFigures, targets = LIGHTHOUSE_TARGETS): Record<LighthouseMetric, boolean> {
  return {
    performance: figures.performance >= targets.performance,
    lcpMs: figures.lcpMs <= targets.lcpMs,
    tbtMs: figures.tbtMs <= targets.tbtMs,
    cls: figures.cls <= targets.cls,
    bestPractices: figures.bestPractices >= targets.bestPractices,
  };
}

/** The figures that miss their target (empty when the route passes). */
export function lighthouseMisses(figures: LighthouseFigures, targets = LIGHTHOUSE_TARGETS): LighthouseMetric[] {
  const verdicts = lighthouseVerdicts(figures, targets);
  return (Object.keys(verdicts) as LighthouseMetric[]).filter((metric) => !verdicts[metric]);
}

/** The run to read causes from: the one whose performance score is the median. */
export function medianRunIndex(runs: LighthouseFigures[]): number {
  const target = median(runs.map((r) => r.performance));
  let best = 0;
  for (let i = 1; i < runs.length; i++) {
    if (Math.abs(runs[i]!.performance - target) < Math.abs(runs[best]!.performance - target)) best = i;
  }
  return best;
}

interface NodeItem {
  node?: { nodeLabel?: string; snippet?: string; selector?: string };
  score?: number;
  phase?: string;
  timing?: number;
  url?: string;
  scripting?: number;
  description?: string;
  sourceLocation?: { url?: string };
}

/** Lighthouse nests tables in lists; this flattens them to their rows. */
function rows(items: unknown[] | undefined): NodeItem[] {
  const out: NodeItem[] = [];
  for (const item of items ?? []) {
    const nested = (item as { type?: string; items?: unknown[] }).type ? (item as { items?: unknown[] }).items : undefined;
    if (nested) out.push(...rows(nested));
    else out.push(item as NodeItem);
  }
  return out;
}

const label = (item: NodeItem): string => (item.node?.selector ?? item.node?.nodeLabel ?? item.node?.snippet ?? '?').slice(0, 80);
const path = (url: string): string => url.replace(/^https?:\/\/[^/]+/, '');
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/**
 * What Lighthouse names as holding the route back, most costly first: the audits with estimated
 * savings on a metric (unused JavaScript, execution time, render-blocking resources...), the
 * scripts that run longest, how long the page waits between its first paint and its largest one,
 * the LCP element and what moved when Lighthouse can name them, and every failed best practice
 * with its first message.
 */
export function lighthouseCauses(result: LighthouseResult, limit = 4): string[] {
  const causes: string[] = [];
  const withSavings = Object.values(result.audits)
    .filter((a): a is LighthouseAudit => !!a && a.score !== null && a.score < 1 && !!a.metricSavings)
    .map((audit) => ({ audit, worst: Math.max(0, ...Object.values(audit.metricSavings ?? {}).map((v) => v ?? 0)) }))
    .filter(({ worst }) => worst > 0)
    .sort((a, b) => b.worst - a.worst)
    .slice(0, limit);
  for (const { audit } of withSavings) {
    const saved = Object.entries(audit.metricSavings ?? {})
      .filter(([, ms]) => (ms ?? 0) > 0)
      .map(([metric, ms]) => (metric === 'CLS' ? `CLS −${ms}` : `${metric} −${Math.round(ms!)} ms`))
      .join(', ');
    causes.push(`${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}: ${saved}`);
  }

  const scripts = rows(result.audits['bootup-time']?.details?.items)
    .filter((r) => r.url && typeof r.scripting === 'number' && /^https?:.*\.m?js(\?|$)/.test(r.url))
    .sort((a, b) => b.scripting! - a.scripting!)
    .slice(0, 3);
  if (scripts.length > 0) causes.push(`más tiempo de script: ${scripts.map((r) => `${path(r.url!)} ${Math.round(r.scripting!)} ms`).join(', ')}`);

  const metrics = rows(result.audits.metrics?.details?.items)[0] as
    { firstContentfulPaint?: number; largestContentfulPaint?: number; observedLargestContentfulPaint?: number } | undefined;
  if (metrics?.firstContentfulPaint !== undefined && metrics.largestContentfulPaint !== undefined) {
    const observed = metrics.observedLargestContentfulPaint !== undefined ? ` (sin simular ${seconds(metrics.observedLargestContentfulPaint)})` : '';
    causes.push(`primer pintado ${seconds(metrics.firstContentfulPaint)}, LCP ${seconds(metrics.largestContentfulPaint)}${observed}`);
  }

  const lcpAudit = result.audits['largest-contentful-paint-element'];
  const lcp = rows(lcpAudit?.details?.items);
  const element = lcp.find((r) => r.node);
  if (element) {
    const phases = lcp.filter((r) => r.phase && typeof r.timing === 'number').map((r) => `${r.phase} ${Math.round(r.timing!)} ms`);
    causes.push(`elemento LCP: ${label(element)}${phases.length > 0 ? ` (${phases.join(', ')})` : ''}`);
  } else if (lcpAudit && lcpAudit.score === null) {
    causes.push('elemento LCP: Lighthouse no lo nombra con este Chromium (falla su recogida de elementos de la traza)');
  }

  const shifts = rows(result.audits['layout-shifts']?.details?.items).filter((r) => r.node && typeof r.score === 'number');
  if (shifts.length > 0) {
    causes.push(
      `se mueve: ${shifts
        .slice(0, 3)
        .map((s) => `${label(s)} (${s.score!.toFixed(3)})`)
        .join('; ')}`,
    );
  }

  for (const ref of result.categories['best-practices']?.auditRefs ?? []) {
    const audit = result.audits[ref.id];
    if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
      const first = rows(audit.details?.items).find((r) => r.description);
      const where = first?.sourceLocation?.url ? ` en ${path(first.sourceLocation.url)}` : '';
      causes.push(`buenas prácticas: ${audit.title}${first ? ` («${first.description!.slice(0, 100)}»${where})` : ''}`);
    }
  }
  return causes;
}
