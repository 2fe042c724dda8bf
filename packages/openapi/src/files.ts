import type { OpenAPIObject } from '@nestjs/swagger';
import { loadRouteTable, type RouteTable, type ServiceEntry } from '@universo/route-table';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_TYPES_FILE, clientTypesText } from './clientTypes';
import { createServiceDocument } from './document';
import { mergeDocuments } from './merge';
import { generatePluginMetadata, METADATA_FILE } from './pluginMetadata';
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

/** The plugin metadata module of a service, as `npm run openapi` writes it. */
export function serviceMetadataText(table: RouteTable, service: ServiceEntry): string {
  return generatePluginMetadata(join(table.root, service.dir));
}

/** The plugin metadata module of the controllers every service mounts, as `npm run openapi` writes it. */
export function sharedMetadataText(table: RouteTable): string {
  return generatePluginMetadata(join(table.root, SHARED_PACKAGE));
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

/** A service's document from its code (its metadata module must be current: see serviceMetadataText). */
export async function serviceDocument(table: RouteTable, service: ServiceEntry): Promise<OpenAPIObject> {
  return createServiceDocument(loadOpenApiService(table, service), versionOf(join(table.root, service.dir)), loadSharedMetadata(table));
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
  const shared = sharedMetadataText(table);
  beforeDocuments?.(SHARED_METADATA_FILE, shared);
  yield [SHARED_METADATA_FILE, shared];
  for (const service of table.services) {
    const text = serviceMetadataText(table, service);
    beforeDocuments?.(metadataFile(service), text);
    yield [metadataFile(service), text];
  }
  const documents = new Map<string, OpenAPIObject>();
  for (const service of table.services) {
    const document = await serviceDocument(table, service);
    documents.set(service.name, document);
    yield [serviceDocumentFile(service), documentText(document)];
  }
  const merged = mergedDocument(table, documents);
  yield [MERGED_DOCUMENT, documentText(merged)];
  yield [CLIENT_TYPES_FILE, clientTypesText(merged)];
}
