import type { OpenAPIObject } from '@nestjs/swagger';
import { loadRouteTable } from '@universo/route-table';
import { type BaseServiceConfig, type RegisteredRoute, registeredRoutes } from '@universo/service-kit';
import type { TestService } from '@universo/service-kit/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serviceDocumentFile } from './files';
import { routesMissingFrom } from './routes';
import { serviceCompatibility, serviceContractDrift } from './testing';

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
    let service: TestService<C>;

    beforeAll(async () => {
      service = await start();
    });
    afterAll(() => service?.close());

    it('openapi.json y src/openapi.metadata.ts son los que generan hoy los controladores y los DTOs', async () => {
      const { problems, document } = await serviceContractDrift(name);
      expect(problems).toEqual([]);
      expect(document.openapi).toBe('3.1.0');
    });

    it('ningún cambio rompe a un cliente de su línea base, salvo con la versión mayor subida', () => {
      expect(serviceCompatibility(name)).toEqual([]);
    });

    it('cada ruta que el servidor registró está en el documento', () => {
      const table = loadRouteTable();
      const entry = table.services.find((candidate) => candidate.name === name);
      if (!entry) throw new Error(`La tabla de rutas no tiene el servicio ${name}`);
      const document = JSON.parse(readFileSync(join(table.root, serviceDocumentFile(entry)), 'utf8')) as OpenAPIObject;
      const routes = registeredRoutes(service.app);
      expect(routes).toContainEqual(knownRoute);
      expect(routes).toContainEqual({ method: 'GET', url: '/health' });
      expect(routesMissingFrom(document, routes)).toEqual([]);
    });
  });
}
