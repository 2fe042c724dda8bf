import { describeServiceContract } from '@universo/openapi/testing';
import { startTestService } from '@universo/service-kit/testing';
import { appModule } from '../src/app.module';
import { ContentConfig } from '../src/config';

/** The committed OpenAPI document is what the code generates, and it names every route the service serves. */
describeServiceContract({
  name: 'content',
  start: () => startTestService({ name: 'content', schema: ContentConfig, module: (config) => appModule(config) }),
  knownRoute: { method: 'GET', url: '/api/books' },
});
