import type { OpenAPIObject } from '@nestjs/swagger';
import { loadRouteTable, type RouteTable, type ServiceEntry } from '@universo/route-table';
import { existsSync, readFileSync } from 'node:fs';
import { baselineFile, compatibilityProblems, type VersionedDocument } from './baselines';
import { join } from 'node:path';
import { MERGED_DOCUMENT, mergedDocument, metadataFile, serviceDocument, serviceDocumentFile, serviceMetadataText } from './files';
import { documentText } from './stable';

const REGENERATE = 'Ejecuta `npm run openapi` y haz commit del cambio junto con el del código.';

function serviceEntry(table: RouteTable, name: string): ServiceEntry {
  const service = table.services.find((entry) => entry.name === name);
  if (!service) throw new Error(`La tabla de rutas no tiene el servicio ${name}`);
  return service;
}

const committed = (table: RouteTable, file: string): string => readFileSync(join(table.root, file), 'utf8');

/** The first line where two texts differ, with a little context, for a readable failure. */
export function firstDifference(expected: string, actual: string): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const at = a.findIndex((line, i) => line !== b[i]);
  const line = at === -1 ? a.length : at;
  return `línea ${line + 1}: en el repositorio «${(a[line] ?? '').trim()}», generado «${(b[line] ?? '').trim()}»`;
}

/**
 * What a service's contract test checks: the committed plugin metadata and document are exactly
 * what the code generates now. Returns the problems (empty when both are current) and the
 * generated document.
 */
export async function serviceContractDrift(name: string, table: RouteTable = loadRouteTable()): Promise<{ problems: string[]; document: OpenAPIObject }> {
  const service = serviceEntry(table, name);
  const problems: string[] = [];
  const metadata = serviceMetadataText(table, service);
  const savedMetadata = committed(table, metadataFile(service));
  if (metadata !== savedMetadata) problems.push(`${metadataFile(service)} no corresponde a los DTOs y controladores (${firstDifference(savedMetadata, metadata)}). ${REGENERATE}`);
  const document = await serviceDocument(table, service);
  const text = documentText(document);
  const saved = committed(table, serviceDocumentFile(service));
  if (text !== saved) problems.push(`${serviceDocumentFile(service)} no corresponde al código (${firstDifference(saved, text)}). ${REGENERATE}`);
  return { problems, document };
}

/** The merged document the code generates now, compared with the committed one (empty: current). */
export function mergedContractDrift(table: RouteTable = loadRouteTable()): string[] {
  const documents = new Map<string, OpenAPIObject>(
    table.services.map((service) => [service.name, JSON.parse(committed(table, serviceDocumentFile(service))) as OpenAPIObject]),
  );
  const text = documentText(mergedDocument(table, documents));
  const saved = committed(table, MERGED_DOCUMENT);
  return text === saved ? [] : [`${MERGED_DOCUMENT} no corresponde a los documentos de los servicios (${firstDifference(saved, text)}). ${REGENERATE}`];
}

export { openApiPath, routesMissingFrom } from './routes';

/**
 * What the compatibility check says about a service's committed document: no change since its
 * baseline would break a client, unless its major version went up (see baselines.ts).
 */
export function serviceCompatibility(name: string, table: RouteTable = loadRouteTable()): string[] {
  const service = serviceEntry(table, name);
  const document = JSON.parse(committed(table, serviceDocumentFile(service))) as VersionedDocument;
  const file = join(table.root, baselineFile(service, document.info.version));
  const baseline = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as VersionedDocument) : undefined;
  return compatibilityProblems(service.dir, document, baseline);
}
