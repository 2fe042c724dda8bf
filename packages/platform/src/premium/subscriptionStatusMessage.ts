import type { ReportedSubscriptionStatus } from '@universo/contracts';

/** Spec section 4: what each subscription status means, in the words families read. */
const STATUS_MESSAGES: Record<ReportedSubscriptionStatus, string> = {
  authorized: 'Suscripción activa',
  pending: 'Suscripción pendiente de pago',
  cancelled: 'Suscripción cancelada',
  paused: 'Suscripción pausada',
  // Beyond the spec's list (docs/spec-deviations.md).
  rejected: 'Pago rechazado',
  expired: 'Tu pago no se completó',
};

export const UNKNOWN_STATUS_MESSAGE = 'Estado de suscripción desconocido';
export const NO_SUBSCRIPTION_MESSAGE = 'No tienes una suscripción activa';
export const LOGGED_OUT_SUBSCRIPTION_MESSAGE = 'Inicia sesión para suscribirte';

/**
 * The sentence for a subscription status (spec section 4). `status` is what
 * `GET /api/subscription-status` answered (null: no subscription); a status billing may add later
 * reads as unknown rather than breaking the screen.
 */
export function subscriptionStatusMessage(status: ReportedSubscriptionStatus | (string & {}) | null | undefined, loggedIn: boolean): string {
  if (!loggedIn) return LOGGED_OUT_SUBSCRIPTION_MESSAGE;
  if (status === null || status === undefined) return NO_SUBSCRIPTION_MESSAGE;
  return Object.hasOwn(STATUS_MESSAGES, status) ? STATUS_MESSAGES[status as ReportedSubscriptionStatus] : UNKNOWN_STATUS_MESSAGE;
}
