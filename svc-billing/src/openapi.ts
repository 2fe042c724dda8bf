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
  summaries: {
    AccountController_cancel: 'Cancela la suscripción de la familia.',
    EntitlementController_entitlement: 'Qué incluye el plan de la familia ahora.',
    EntitlementController_item: 'Dice si la familia tiene una parte premium (para el gateway: 204 o 403).',
    AccountController_refundRequest: 'Pide la devolución de la garantía de 30 días.',
    SandboxCheckoutController_page: 'La página del pago de prueba (solo con el proveedor de prueba).',
    SandboxCheckoutController_approve: 'Aprueba el pago de prueba y vuelve a la tienda.',
    SandboxCheckoutController_reject: 'Rechaza el pago de prueba y vuelve a la tienda.',
    AccountController_account: 'La suscripción de la familia: plan, estado, próximo cobro, garantía e historial.',
    WebhooksController_receive: 'Recibe una notificación firmada del proveedor de pagos.',
    SubscriptionsController_create: 'Empieza una suscripción y devuelve la dirección del pago.',
    ProductsController_list: 'El catálogo de la tienda: los productos con sus precios.',
    SubscriptionsController_status: 'El estado de la suscripción de la familia: si tiene una, su monto y su próximo cobro.',
  },
};
