import type { OpenAPIObject } from '@nestjs/swagger';
import { loadRouteTable, type RouteTable, type ServiceEntry } from '@universo/route-table';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_TYPES_FILE, clientTypesText } from './clientTypes';
import { createServiceDocument } from './document';
import { mergeDocuments } from './merge';
import { METADATA_FILE, type PackageSources, readPackageSources } from './pluginMetadata';
import type { ResponseBodies } from './responseBodies';
import type { OpenApiService, PluginMetadataModule } from './service';
import { MERGED_DOCUMENT } from './paths';
import { documentText } from './stable';

export { MERGED_DOCUMENT };

/** A service's own document (every route it registers), relative to the repository root. */
export const serviceDocumentFile = (service: Pick<ServiceEntry, 'dir'>): string => join(service.dir, 'openapi.json');
export const metadataFile = (service: Pick<ServiceEntry, 'dir'>): string => join(service.dir, 'src', METADATA_FILE);

/** The package of the controllers every service mounts (service-kit's health and family-data routes). */
const SHARED_PACKAGE = join('packages', 'service-kit');
/** Their plugin metadata, written once for every service's document. */
export const SHARED_METADATA_FILE = join(SHARED_PACKAGE, 'src', METADATA_FILE);

/** The plugin metadata module of a service, as `npm run openapi` writes it, and the answers read from its types. */
export function serviceSources(table: RouteTable, service: ServiceEntry): PackageSources {
  return readPackageSources(join(table.root, service.dir));
}

/** The same for the controllers every service mounts. */
export function sharedSources(table: RouteTable): PackageSources {
  return readPackageSources(join(table.root, SHARED_PACKAGE));
}

/** The shared controllers' metadata module (loaded by path, like the services' descriptions). */
function loadSharedMetadata(table: RouteTable): PluginMetadataModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(join(table.root, SHARED_METADATA_FILE)) as PluginMetadataModule;
}

/** The service's `src/openapi.ts` description (loaded by path: packages never import an app). */
export function loadOpenApiService(table: RouteTable, service: ServiceEntry): OpenApiService {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(join(table.root, service.dir, 'src', 'openapi.ts')) as { openApiService?: OpenApiService };
  if (!loaded.openApiService) throw new Error(`${service.dir}/src/openapi.ts no exporta openApiService`);
  return loaded.openApiService;
}

const versionOf = (dir: string): string => (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * A service's document from its code (its metadata module must be current: see serviceSources),
 * given the answers read from its types and from service-kit's.
 */
export async function serviceDocument(
  table: RouteTable,
  service: ServiceEntry,
  own: ResponseBodies = serviceSources(table, service).responseBodies,
  shared: ResponseBodies = sharedSources(table).responseBodies,
): Promise<OpenAPIObject> {
  return createServiceDocument(loadOpenApiService(table, service), versionOf(join(table.root, service.dir)), own, {
    module: loadSharedMetadata(table),
    responseBodies: shared,
  });
}

/** The gateway's document from the services' documents. */
export function mergedDocument(table: RouteTable, documents: Map<string, OpenAPIObject>): OpenAPIObject {
  return mergeDocuments(
    table.services.map((service) => ({ name: service.name, api: service.api, document: documents.get(service.name)! })),
    {
      title: 'Universo de Francesca: API',
      description:
        'Las operaciones que el gateway envía a cada servicio (svc-auth, svc-content, svc-chat, svc-billing), generadas de sus controladores y DTOs. Todo error responde con la forma ApiError y un mensaje en español.',
      version: versionOf(table.root),
    },
  );
}

/** Every generated file, by path relative to the root, in the order they must be written. */
export async function* openApiFiles(
  table: RouteTable = loadRouteTable(),
  beforeDocuments?: (file: string, text: string) => void,
): AsyncGenerator<[string, string]> {
  const shared = sharedSources(table);
  beforeDocuments?.(SHARED_METADATA_FILE, shared.metadata);
  yield [SHARED_METADATA_FILE, shared.metadata];
  const sources = new Map<string, PackageSources>();
  for (const service of table.services) {
    const own = serviceSources(table, service);
    sources.set(service.name, own);
    beforeDocuments?.(metadataFile(service), own.metadata);
    yield [metadataFile(service), own.metadata];
  }
  const documents = new Map<string, OpenAPIObject>();
  for (const service of table.services) {
    const document = await serviceDocument(table, service, sources.get(service.name)!.responseBodies, shared.responseBodies);
    documents.set(service.name, document);
    yield [serviceDocumentFile(service), documentText(document)];
  }
  const merged = mergedDocument(table, documents);
  yield [MERGED_DOCUMENT, documentText(merged)];
  yield [CLIENT_TYPES_FILE, clientTypesText(merged)];
}
