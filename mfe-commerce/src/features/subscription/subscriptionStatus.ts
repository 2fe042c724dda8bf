import { formatColombianDate, formatColombianDateTime, REPORTED_SUBSCRIPTION_STATUSES, type ReportedSubscriptionStatus } from '@universo/contracts';
import type { SubscriptionStatusResponse } from '@universo/platform/api/billing';
import { subscriptionStatusMessage } from '@universo/platform';

function isKnownStatus(status: string): status is ReportedSubscriptionStatus {
  return (REPORTED_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

/** Spec section 4's sentence for an answer of GET /api/subscription-status (hasSubscription false reads as none). */
export function statusMessageOf(subscription: Pick<SubscriptionStatusResponse, 'hasSubscription' | 'status'> | null | undefined, loggedIn: boolean): string {
  return subscriptionStatusMessage(subscription?.hasSubscription ? subscription.status : null, loggedIn);
}

/** Short names of a status, for the account page's history ("Pendiente de pago → Activa"). */
const STATUS_LABELS: Record<ReportedSubscriptionStatus, string> = {
  authorized: 'Activa',
  pending: 'Pendiente de pago',
  cancelled: 'Cancelada',
  paused: 'Pausada',
  rejected: 'Pago rechazado',
  expired: 'Pago no completado',
};

export function subscriptionStatusLabel(status: string | null): string {
  if (status === null) return 'Sin suscripción';
  return isKnownStatus(status) ? STATUS_LABELS[status] : 'Desconocido';
}

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';

export function subscriptionStatusTone(status: string | null): StatusTone {
  if (status === 'authorized') return 'success';
  if (status === 'pending' || status === 'paused') return 'warning';
  if (status === 'rejected' || status === 'expired') return 'danger';
  return 'neutral';
}

/**
 * A subscription that is still open (not cancelled): billing refuses a second one (409), so the
 * page offers the account page instead of the start button.
 */
export function hasOpenSubscription(subscription: Pick<SubscriptionStatusResponse, 'hasSubscription' | 'status'> | null | undefined): boolean {
  const status = subscription?.status;
  // `expired` is a payment still pending at the provider: billing keeps it open (its link still pays).
  return Boolean(subscription?.hasSubscription) && (status === 'authorized' || status === 'pending' || status === 'expired' || status === 'paused');
}

/**
 * What /subscription adds under the status of a family that has the plan: when it renews, or
 * until when a payment being confirmed keeps it open. Null for families without the plan.
 */
export function planRenewalLine(
  subscription: Pick<SubscriptionStatusResponse, 'premium' | 'status' | 'nextPaymentDate' | 'graceEndsAt'> | null | undefined,
): string | null {
  if (!subscription?.premium) return null;
  if (subscription.status === 'pending') {
    const until = formatColombianDateTime(subscription.graceEndsAt);
    return until ? `Estamos confirmando tu pago; mientras tanto tu plan está activo hasta el ${until}.` : 'Estamos confirmando tu pago.';
  }
  const renews = formatColombianDate(subscription.nextPaymentDate);
  return renews ? `Tu plan está activo y se renueva el ${renews}.` : 'Tu plan está activo.';
}
