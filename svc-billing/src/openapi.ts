import { documentationConfig, type OpenApiService } from '@universo/openapi';
import { appModule } from './app.module';
import { BillingConfig } from './config';

/**
 * svc-billing's OpenAPI description: `npm run openapi` writes it to svc-billing/openapi.json.
 * Documented with the sandbox provider (the default), so the test checkout's routes are listed.
 */
export const openApiService: OpenApiService = {
  name: 'billing',
  title: 'svc-billing: productos, suscripciones y acceso premium',
  description: 'Catálogo de la tienda, suscripción y su estado, cancelación y reembolso, avisos del proveedor de pagos y el acceso premium de cada familia.',
  module: () => appModule(documentationConfig(BillingConfig, { PAYMENT_PROVIDER: 'sandbox' })),
  metadata: () => import('./openapi.metadata'),
  tags: {
    ProductsController: 'Productos',
    SubscriptionsController: 'Suscripción',
    AccountController: 'Suscripción: cuenta',
    EntitlementController: 'Acceso premium',
    WebhooksController: 'Avisos del proveedor de pagos',
    SandboxCheckoutController: 'Pago de prueba (solo con PAYMENT_PROVIDER=sandbox)',
  },
};
