import { SUBSCRIPTION_PLAN } from '@universo/contracts';

/**
 * The plan's Spanish copy for the subscription, success and account pages. Its name and the
 * 'aprox. 19,99 USD' reference come from @universo/platform, which the premium gate reads too.
 */
export { PLAN_NAME, PLAN_PRICE_USD_TEXT } from '@universo/platform';

/** Spec section 2, "Subscription": the seven features, in its order. */
export const PLAN_FEATURES: readonly { icon: string; text: string }[] = [
  { icon: '📚', text: 'Todo el Universo de Francesca: todos los libros y capítulos' },
  { icon: '🎮', text: 'Juegos ilimitados en la Zona Mágica' },
  { icon: '⬇️', text: 'Descargas premium de actividades imprimibles' },
  { icon: '🎨', text: 'Zona de dibujo avanzada' },
  { icon: '🏆', text: 'Retos semanales personalizados' },
  { icon: '💬', text: 'Chat ilimitado con todos los personajes' },
  { icon: '📰', text: 'Blog exclusivo para padres' },
];

export const GUARANTEE_NOTE = `Garantía de devolución de ${SUBSCRIPTION_PLAN.guaranteeDays} días: si no les encanta, les devolvemos el dinero.`;

export const CANCEL_ANYTIME = 'Cancela cuando quieras, sin permanencia.';

/**
 * The spec's "coming soon" notice, made true for today: billing runs its sandbox provider, a test
 * payment page where no real money is charged. Change this copy when billing goes live with
 * MercadoPago (PAYMENT_PROVIDER=mercadopago).
 */
export const PAYMENTS_NOTICE = {
  title: 'Pagos en modo de prueba',
  text: 'Por ahora la suscripción usa una pasarela de pago de prueba: no se cobra dinero real. Muy pronto podrás pagar con tarjeta.',
} as const;

/** Spec section 8, and the return from a rejected payment (`/subscription?pago=rechazado`). */
export const SUBSCRIBE_MESSAGES = {
  loginTitle: 'Inicia sesión',
  loginDescription: 'Debes iniciar sesión para suscribirte',
  noPaymentLink: 'No se pudo obtener el link de pago',
  errorTitle: 'Error al crear suscripción',
  errorDefault: 'Hubo un problema al procesar tu suscripción. Inténtalo de nuevo.',
  rejectedTitle: 'El pago fue rechazado',
  rejectedText: 'No se hizo ningún cobro y tu plan no quedó activo. Puedes intentarlo de nuevo cuando quieras o escribirnos si necesitas ayuda.',
} as const;
