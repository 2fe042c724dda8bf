import { type SubscriptionStatus, type SubscriptionStatusResponse } from '@universo/contracts';
import { subscriptionStatusMessage } from '@universo/platform';

function isKnownStatus(status: string): status is SubscriptionStatus {
  return status === 'authorized' || status === 'pending' || status === 'cancelled' || status === 'paused' || status === 'rejected';
}

/** Spec section 4's sentence for an answer of GET /api/subscription-status (hasSubscription false reads as none). */
export function statusMessageOf(subscription: Pick<SubscriptionStatusResponse, 'hasSubscription' | 'status'> | null | undefined, loggedIn: boolean): string {
  return subscriptionStatusMessage(subscription?.hasSubscription ? subscription.status : null, loggedIn);
}

/** Short names of a status, for the account page's history ("Pendiente de pago → Activa"). */
const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  authorized: 'Activa',
  pending: 'Pendiente de pago',
  cancelled: 'Cancelada',
  paused: 'Pausada',
  rejected: 'Pago rechazado',
};

export function subscriptionStatusLabel(status: string | null): string {
  if (status === null) return 'Sin suscripción';
  return isKnownStatus(status) ? STATUS_LABELS[status] : 'Desconocido';
}

export type StatusTone = 'success' | 'warning' | 'neutral';

export function subscriptionStatusTone(status: string | null): StatusTone {
  if (status === 'authorized') return 'success';
  if (status === 'pending' || status === 'paused') return 'warning';
  return 'neutral';
}

/**
 * A subscription that is still open (not cancelled): billing refuses a second one (409), so the
 * page offers the account page instead of the start button.
 */
export function hasOpenSubscription(subscription: Pick<SubscriptionStatusResponse, 'hasSubscription' | 'status'> | null | undefined): boolean {
  return Boolean(subscription?.hasSubscription) && (subscription?.status === 'authorized' || subscription?.status === 'pending' || subscription?.status === 'paused');
}
