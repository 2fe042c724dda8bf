import { describeServiceContract } from '@universo/openapi/testing';
import { startTestService } from '@universo/service-kit/testing';
import { appModule } from '../src/app.module';
import { AuthConfig } from '../src/config';

/** The committed OpenAPI document is what the code generates, and it names every route the service serves. */
describeServiceContract({
  name: 'auth',
  start: () => startTestService({ name: 'auth', schema: AuthConfig, module: (config) => appModule(config) }),
  knownRoute: { method: 'POST', url: '/api/auth/register' },
});
