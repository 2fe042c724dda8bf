import type { OpenAPIObject } from '@nestjs/swagger';
import { loadRouteTable, type RouteTable, type ServiceEntry } from '@universo/route-table';
import { type BaseServiceConfig, type RegisteredRoute, registeredRoutes } from '@universo/service-kit';
import type { TestService } from '@universo/service-kit/testing';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baselineFile, compatibilityProblems, type VersionedDocument } from './baselines';
import { CLIENT_TYPES_FILE, clientTypesText } from './clientTypes';
import {
  MERGED_DOCUMENT,
  mergedDocument,
  metadataFile,
  serviceDocument,
  serviceDocumentFile,
  serviceSources,
  SHARED_METADATA_FILE,
  sharedSources,
} from './files';
import { responseValidator, type ResponseValidator } from './responseValidation';
import { routesMissingFrom } from './routes';
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
  const sources = serviceSources(table, service);
  const savedMetadata = committed(table, metadataFile(service));
  if (sources.metadata !== savedMetadata)
    problems.push(`${metadataFile(service)} no corresponde a los DTOs y controladores (${firstDifference(savedMetadata, sources.metadata)}). ${REGENERATE}`);
  const document = await serviceDocument(table, service, sources.responseBodies);
  const text = documentText(document);
  const saved = committed(table, serviceDocumentFile(service));
  if (text !== saved) problems.push(`${serviceDocumentFile(service)} no corresponde al código (${firstDifference(saved, text)}). ${REGENERATE}`);
  return { problems, document };
}

/**
 * The merged document and the front ends' types (@universo/platform/api) the committed service
 * documents generate now, and the plugin metadata of service-kit's shared controllers, compared
 * with the committed ones (empty: current).
 */
export function mergedContractDrift(table: RouteTable = loadRouteTable()): string[] {
  const documents = new Map<string, OpenAPIObject>(
    table.services.map((service) => [service.name, JSON.parse(committed(table, serviceDocumentFile(service))) as OpenAPIObject]),
  );
  const merged = mergedDocument(table, documents);
  const problems: string[] = [];
  const shared = sharedSources(table).metadata;
  const savedShared = committed(table, SHARED_METADATA_FILE);
  if (shared !== savedShared)
    problems.push(`${SHARED_METADATA_FILE} no corresponde a los controladores de service-kit (${firstDifference(savedShared, shared)}). ${REGENERATE}`);
  const text = documentText(merged);
  const saved = committed(table, MERGED_DOCUMENT);
  if (text !== saved) problems.push(`${MERGED_DOCUMENT} no corresponde a los documentos de los servicios (${firstDifference(saved, text)}). ${REGENERATE}`);
  const types = clientTypesText(merged);
  const savedTypes = existsSync(join(table.root, CLIENT_TYPES_FILE)) ? committed(table, CLIENT_TYPES_FILE) : '';
  if (types !== savedTypes) problems.push(`${CLIENT_TYPES_FILE} no corresponde al documento (${firstDifference(savedTypes, types)}). ${REGENERATE}`);
  return problems;
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

/** What a supertest answer carries that the check reads. */
interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  text?: string;
  req: { method: string; path: string };
}

const REQUEST_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);
const validators = new Map<string, ResponseValidator>();

/**
 * Wraps a supertest agent (`svc.http()`) so that every answer it receives is checked against the
 * service's committed OpenAPI document before the test's own expectations: an operation, a
 * status, a field or a type the document does not describe fails the test.
 *
 *   const documented = documentedResponses('auth');
 *   await documented(svc.http()).get('/api/auth/user').expect(401);
 */
export function documentedResponses(name: string, table: RouteTable = loadRouteTable()): <A extends object>(agent: A) => A {
  let validate = validators.get(name);
  if (!validate) {
    validate = responseValidator(JSON.parse(committed(table, serviceDocumentFile(serviceEntry(table, name)))) as object);
    validators.set(name, validate);
  }
  const check = validate;
  const conforms = (res: TestResponse): void => {
    const contentType = res.headers['content-type'];
    const problems = check({
      method: res.req.method,
      url: res.req.path,
      status: res.status,
      contentType: Array.isArray(contentType) ? contentType[0] : contentType,
      body: res.body,
      text: res.text ?? '',
    });
    if (problems.length > 0) throw new Error(`La respuesta no es la que documenta svc-${name}/openapi.json:\n${problems.join('\n')}`);
  };
  return (agent) =>
    new Proxy(agent, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof property !== 'string' || !REQUEST_METHODS.has(property) || typeof value !== 'function') return value;
        return (...args: unknown[]) => (value.apply(target, args) as { expect(check: (res: TestResponse) => void): unknown }).expect(conforms);
      },
    });
}

export interface ServiceContractSuite<C extends BaseServiceConfig> {
  /** The service's name in the route table ('auth', 'content'…). */
  name: string;
  /** Starts the service as its own integration tests do. */
  start: () => Promise<TestService<C>>;
  /** One route the service must register, so an empty route list cannot pass. */
  knownRoute: RegisteredRoute;
}

/**
 * The contract test every service runs, in one place: the committed OpenAPI document and plugin
 * metadata are what the code generates now, no change breaks a client of the baseline, and the
 * document names every route the started service registered.
 */
export function describeServiceContract<C extends BaseServiceConfig>({ name, start, knownRoute }: ServiceContractSuite<C>): void {
  describe(`svc-${name}: contrato OpenAPI`, () => {
    // The first two checks compile the service's sources with TypeScript, which holds the event loop
    // for seconds: the service (and its database pool) starts only for the third, so no connection
    // waits on that work and times out.
    it('openapi.json y src/openapi.metadata.ts son los que generan hoy los controladores y los DTOs', async () => {
      const { problems, document } = await serviceContractDrift(name);
      expect(problems).toEqual([]);
      expect(document.openapi).toBe('3.1.0');
    });

    it('ningún cambio rompe a un cliente de su línea base, salvo con la versión mayor subida', () => {
      expect(serviceCompatibility(name)).toEqual([]);
    });

    it('cada ruta que el servidor registró está en el documento', async () => {
      const table = loadRouteTable();
      const document = JSON.parse(committed(table, serviceDocumentFile(serviceEntry(table, name)))) as OpenAPIObject;
      const service: TestService<C> = await start();
      try {
        const routes = registeredRoutes(service.app);
        expect(routes).toContainEqual(knownRoute);
        expect(routes).toContainEqual({ method: 'GET', url: '/health' });
        expect(routesMissingFrom(document, routes)).toEqual([]);
      } finally {
        await service.close();
      }
    });
  });
}
