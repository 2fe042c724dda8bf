import { describeServiceContract } from '@universo/openapi/testing';
import { startTestService } from '@universo/service-kit/testing';
import { appModule } from '../src/app.module';
import { BillingConfig } from '../src/config';

/** The committed OpenAPI document is what the code generates, and it names every route the service serves. */
describeServiceContract({
  name: 'billing',
  start: () => startTestService({ name: 'billing', schema: BillingConfig, module: (config) => appModule(config), env: { PAYMENT_PROVIDER: 'sandbox' } }),
  knownRoute: { method: 'GET', url: '/api/products' },
});
