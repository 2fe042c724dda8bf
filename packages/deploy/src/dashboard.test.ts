import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRouteTable } from '@universo/route-table';
// The source files (no decorators, no Nest): the same registry every service builds.
import { HTTP_REQUESTS_IN_FLIGHT, METRIC_DEFINITIONS } from '../../service-kit/src/metrics/metricDefinitions';
import { ServiceMetrics } from '../../service-kit/src/metrics/serviceMetrics';
import { CHART_DIR } from './chart';

const table = loadRouteTable();
const dashboardFile = join(table.root, CHART_DIR, 'dashboards', 'universo.json');
const values = readFileSync(join(table.root, CHART_DIR, 'values.yaml'), 'utf8');

/** PromQL words that are no metric: functions, aggregations, keywords. */
const PROMQL_WORDS = new Set([
  'sum',
  'avg',
  'min',
  'max',
  'count',
  'topk',
  'bottomk',
  'quantile',
  'stddev',
  'rate',
  'irate',
  'increase',
  'delta',
  'deriv',
  'histogram_quantile',
  'clamp_min',
  'clamp_max',
  'abs',
  'round',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'label_values',
  'label_replace',
  'vector',
  'scalar',
  'time',
]);

/** The metric names a PromQL expression (or a Grafana variable query) reads. */
export function metricNamesIn(expression: string): string[] {
  const bare = expression
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values
    .replace(/\{[^}]*\}/g, ' ') // label matchers
    .replace(/\[[^\]]*\]/g, ' ') // ranges
    .replace(/\b(?:by|without|on|ignoring)\s*\([^)]*\)/g, ' ') // grouping labels
    .replace(/\$\w+/g, ' '); // Grafana variables
  const names = [...bare.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*/g)].map((m) => m[0]);
  // label_values(metric, label): the label is no metric.
  const labelOfLabelValues = /label_values\(\s*[A-Za-z_:][\w:]*\s*,\s*(\w+)\s*\)/.exec(expression)?.[1];
  return names.filter((name) => !PROMQL_WORDS.has(name) && name !== labelOfLabelValues);
}

interface Panel {
  type: string;
  title: string;
  targets?: { expr: string }[];
  panels?: Panel[];
}

function expressions(dashboard: { panels: Panel[]; templating: { list: { query?: string | { query: string } }[] } }): string[] {
  const fromPanels = (panels: Panel[]): string[] => panels.flatMap((p) => [...(p.targets ?? []).map((t) => t.expr), ...fromPanels(p.panels ?? [])]);
  const fromVariables = dashboard.templating.list
    .map((v) => (typeof v.query === 'string' ? v.query : v.query?.query))
    .filter((q): q is string => q !== undefined && q.includes('('));
  return [...fromPanels(dashboard.panels), ...fromVariables];
}

/** Every series name the services export: each metric, and a histogram's _bucket, _sum and _count. */
function exportedSeries(): Set<string> {
  const series = new Set<string>();
  for (const service of table.services) {
    const metrics = new ServiceMetrics(service.name);
    for (const metric of metrics.registry.getMetricsAsArray()) {
      const { name, type } = metric as unknown as { name: string; type: string };
      series.add(name);
      if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) series.add(`${name}${suffix}`);
    }
  }
  return series;
}

describe('the Grafana dashboard shipped with the chart', () => {
  const dashboard = JSON.parse(readFileSync(dashboardFile, 'utf8'));
  const charted = [...new Set(expressions(dashboard).flatMap(metricNamesIn))].sort();
  const exported = exportedSeries();

  it('reads metric names out of PromQL, leaving functions, labels and variables', () => {
    expect(metricNamesIn('histogram_quantile(0.95, sum by (le, route) (rate(a_seconds_bucket{service=~"$service",status="5.."}[$__rate_interval])))')).toEqual([
      'a_seconds_bucket',
    ]);
    expect(metricNamesIn('sum(rate(x_total{outcome!="reply"}[5m])) / sum(rate(y_total[5m]))')).toEqual(['x_total', 'y_total']);
    expect(metricNamesIn('label_values(z_in_flight, service)')).toEqual(['z_in_flight']);
  });

  it('charts only metrics the services export', () => {
    expect(charted.length).toBeGreaterThan(5);
    expect(charted.filter((name) => !exported.has(name))).toEqual([]);
  });

  it('charts every metric of the platform’s own', () => {
    const chartedBase = new Set(charted.map((name) => name.replace(/_(bucket|sum|count)$/, '')));
    expect(METRIC_DEFINITIONS.map((d) => d.name).filter((name) => !chartedBase.has(name))).toEqual([]);
  });

  it('is the metric the chat autoscaler reads, exported by every service', () => {
    expect(values).toMatch(new RegExp(`metricName: ${HTTP_REQUESTS_IN_FLIGHT}\\n`));
    expect(exported.has(HTTP_REQUESTS_IN_FLIGHT)).toBe(true);
  });

  it('asks for its data source instead of naming one', () => {
    expect(dashboard.templating.list.find((v: { name: string }) => v.name === 'datasource')).toMatchObject({ type: 'datasource', query: 'prometheus' });
    const panels = (dashboard.panels as Panel[]).filter((p) => p.type !== 'row') as (Panel & { datasource: { uid: string } })[];
    for (const panel of panels) expect(panel.datasource.uid).toBe('${datasource}');
  });
});
