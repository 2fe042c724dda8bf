import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { loadRouteTable } from '@universo/route-table';
import { CHART_DIR } from './chart';
import { helm, type HelmResult } from './helm';

/** A rendered Kubernetes object, loosely typed: the tests read what they assert. */
export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
  data?: Record<string, string>;
};

export const chartPath = (): string => join(loadRouteTable().root, CHART_DIR);
export const fixture = (name: string): string => join(__dirname, 'fixtures', name);

/** helm template with the given values files and --set pairs (the release namespace: universo). */
export function template(valuesFiles: string[], sets: string[] = []): HelmResult {
  return helm(['template', 'universo', chartPath(), '--namespace', 'universo', ...valuesFiles.flatMap((f) => ['-f', f]), ...sets.flatMap((s) => ['--set', s])]);
}

/** The objects of a successful render. */
export function render(valuesFiles: string[], sets: string[] = []): K8sObject[] {
  const result = template(valuesFiles, sets);
  if (result.status !== 0) throw new Error(`helm template falló:\n${result.stderr}`);
  return parseAllDocuments(result.stdout)
    .map((doc) => doc.toJSON() as K8sObject | null)
    .filter((o): o is K8sObject => o !== null);
}

export interface Validation {
  kind: string;
  name: string;
  error: string | null;
}

/** Every object against its schema (validateObjects.mjs, in a Node process of its own). */
export function validateObjects(objects: K8sObject[]): Validation[] {
  const result = spawnSync(process.execPath, [join(__dirname, 'validateObjects.mjs')], {
    input: JSON.stringify(objects),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`validateObjects.mjs falló:\n${result.stderr}`);
  return JSON.parse(result.stdout) as Validation[];
}
