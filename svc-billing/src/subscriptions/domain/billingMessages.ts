import { formatColombianDate, REFUND_MESSAGE_RULE, type SubscriptionStatus } from '@universo/contracts';

/** Every message svc-billing shows to families, in one place. */
export const BILLING_MESSAGES = {
  onlyCop: 'La suscripción se paga en pesos colombianos: envía "currency": "COP".',
  onlyColombia: 'La suscripción está disponible en Colombia: envía "country": "CO".',
  noSubscriptionToCancel: 'No tienes una suscripción activa para cancelar.',
  cancelled: 'Tu suscripción fue cancelada. No se harán más cobros.',
  noPaidSubscription: 'No encontramos una suscripción pagada a la que aplicar la garantía de 30 días.',
  refundReceived: 'Recibimos tu solicitud de devolución por la garantía de 30 días. Te escribiremos al correo de tu cuenta para completarla.',
  refundMessageTooLong: REFUND_MESSAGE_RULE.maxLength.message,
  providerUnavailable: 'No pudimos comunicarnos con el proveedor de pagos. Inténtalo de nuevo en unos minutos.',
  providerNotConfigured: 'El proveedor de pagos de esta suscripción no está disponible ahora. Escríbenos desde la página de contacto.',
  unknownProvider: 'Proveedor de pagos desconocido.',
  unsignedNotification: 'Notificación sin firma válida.',
  malformedNotification: 'Notificación con formato no válido.',
  unknownSubscription: 'Notificación de una suscripción desconocida.',
  staleNotification: 'Notificación fuera de plazo: se firmó hace más de cinco minutos.',
  replayedNotification: 'Notificación repetida: su firma ya se usó.',
} as const;

/** The 409 answer when the family already has an open subscription. */
export function alreadySubscribedMessage(status: SubscriptionStatus): string {
  switch (status) {
    case 'pending':
      return 'Ya tienes una suscripción pendiente de pago. Complétala o cancélala desde tu cuenta.';
    case 'paused':
      return 'Ya tienes una suscripción pausada. Cancélala desde tu cuenta antes de crear otra.';
    default:
      return 'Ya tienes una suscripción activa.';
  }
}

export function guaranteeExpiredMessage(endedAt: Date): string {
  return `La garantía de devolución de 30 días terminó el ${formatColombianDate(endedAt)}.`;
}
