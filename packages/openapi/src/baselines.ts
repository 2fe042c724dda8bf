import type { ServiceEntry } from '@universo/route-table';
import { basename, join } from 'node:path';
import { breakingChanges, type ContractDocument } from './breakingChanges';

/**
 * The compatibility check needs the document clients were written against, and a fresh clone
 * has no history to take it from. So each service keeps a committed baseline per major version:
 * `npm run openapi` refreshes it while every change is compatible (so a field added today is
 * protected tomorrow), leaves it alone when a change would break a client, and starts a new one
 * when the service's major version goes up.
 */
export const BASELINES_DIR = join('packages', 'openapi', 'baselines');

/** A document with the version @nestjs/swagger writes from the service's package.json. */
export type VersionedDocument = ContractDocument & { info: { version: string } };

/** `1.4.2` → 1. */
export function majorOf(version: string): number {
  const major = Number.parseInt(version, 10);
  if (!Number.isInteger(major) || major < 0) throw new Error(`Versión no válida: «${version}» (se espera major.minor.patch)`);
  return major;
}

/** `packages/openapi/baselines/svc-auth.v0.json`, relative to the repository root. */
export const baselineFile = (service: Pick<ServiceEntry, 'dir'>, version: string): string =>
  join(BASELINES_DIR, `${basename(service.dir)}.v${majorOf(version)}.json`);

/** The baselines of a service among the files of the baselines folder (any major). */
export const baselinesOf = (service: Pick<ServiceEntry, 'dir'>, files: string[]): string[] =>
  files.filter((file) => new RegExp(`^${basename(service.dir)}\\.v\\d+\\.json$`).test(file)).map((file) => join(BASELINES_DIR, file));

/** What `npm run openapi` does with a service's baseline. */
export type BaselineDecision =
  /** No baseline of this major yet (a new service, or its major version went up): the document becomes it. */
  | { action: 'start' }
  /** Every change is compatible: the baseline takes them in. */
  | { action: 'refresh' }
  /** A change would break a client: the baseline stays, and the contract test fails until the major version goes up. */
  | { action: 'refuse'; changes: string[] };

export function baselineDecision(baseline: ContractDocument | undefined, document: ContractDocument): BaselineDecision {
  if (!baseline) return { action: 'start' };
  const changes = breakingChanges(baseline, document);
  return changes.length === 0 ? { action: 'refresh' } : { action: 'refuse', changes };
}

/**
 * What the contract test says about a service's document and its baseline (empty: compatible).
 * `dir` is the service's folder (`svc-auth`), for the commands in the message.
 */
export function compatibilityProblems(dir: string, document: VersionedDocument, baseline: ContractDocument | undefined): string[] {
  const file = baselineFile({ dir }, document.info.version);
  if (!baseline)
    return [
      `Falta ${file}, la línea base del contrato de ${dir} en su versión mayor ${majorOf(document.info.version)}: ejecuta \`npm run openapi\` y haz commit del archivo.`,
    ];
  const changes = breakingChanges(baseline, document);
  if (changes.length === 0) return [];
  return [
    `${dir} ${document.info.version} rompe su contrato (${file}): un cliente escrito para él dejaría de funcionar.\n` +
      `  ${changes.join('\n  ')}\n` +
      `Si el cambio es deliberado, sube la versión mayor (\`npm version major -w ${dir}\`), ejecuta \`npm run openapi\` (empieza la línea base de la nueva versión) y haz commit; si el documento estaba mal (el servicio nunca respondió así), corrígelo con \`OPENAPI_ACCEPT=${dir} npm run openapi\`; si no, deja el contrato como estaba.`,
  ];
}
