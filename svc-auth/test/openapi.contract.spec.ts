import type { OpenAPIObject } from '@nestjs/swagger';
import { routesMissingFrom, serviceCompatibility, serviceContractDrift } from '@universo/openapi/testing';
import { registeredRoutes } from '@universo/service-kit';
import { startTestService, type TestService } from '@universo/service-kit/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appModule } from '../src/app.module';
import { AuthConfig } from '../src/config';

/** The committed OpenAPI document is what the code generates, and it names every route the service serves. */
describe('svc-auth: contrato OpenAPI', () => {
  let service: TestService<AuthConfig>;

  beforeAll(async () => {
    service = await startTestService({ name: 'auth', schema: AuthConfig, module: (config) => appModule(config) });
  });
  afterAll(() => service?.close());

  it('openapi.json y src/openapi.metadata.ts son los que generan hoy los controladores y los DTOs', async () => {
    const { problems, document } = await serviceContractDrift('auth');
    expect(problems).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
  });

  it('ningún cambio rompe a un cliente de su línea base, salvo con la versión mayor subida', () => {
    expect(serviceCompatibility('auth')).toEqual([]);
  });

  it('cada ruta que el servidor registró está en el documento', () => {
    const document = JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8')) as OpenAPIObject;
    const routes = registeredRoutes(service.app);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/auth/register' });
    expect(routes).toContainEqual({ method: 'GET', url: '/health' });
    expect(routesMissingFrom(document, routes)).toEqual([]);
  });
});
