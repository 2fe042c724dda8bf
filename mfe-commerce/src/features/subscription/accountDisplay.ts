import { formatColombianDate, formatColombianDateTime, formatCop, SUBSCRIPTION_PLAN, type SubscriptionChangeReason } from '@universo/contracts';
import type { MoneyBackGuarantee, SubscriptionAccountResponse, SubscriptionHistoryEntry } from '@universo/platform/api/billing';
import { subscriptionStatusLabel } from './subscriptionStatus';

/** "$ 79.900 COP al mes": the amount billing stored, or the plan's price when it sent none. */
export function monthlyPrice(amount: number | null | undefined, currency: string | null | undefined): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : SUBSCRIPTION_PLAN.amount;
  const code = currency ?? SUBSCRIPTION_PLAN.currency;
  const price = code === 'COP' ? formatCop(value) : `${value} ${code}`;
  return `${price} al mes`;
}

/** Spec section 2, "Subscription success": the next charge date or 'Pendiente'. */
export function nextChargeText(nextPaymentDate: string | null | undefined): string {
  return formatColombianDate(nextPaymentDate) ?? 'Pendiente';
}

/** Spec section 2, "Subscription success": the start date or 'Hoy'. */
export function startDateText(startDate: string | null | undefined): string {
  return formatColombianDate(startDate) ?? 'Hoy';
}

const REASONS: Record<SubscriptionChangeReason, string> = {
  created: 'Suscripción creada',
  provider_notification: 'Aviso de la pasarela de pago',
  cancelled_by_user: 'Cancelada por la familia',
};

export interface HistoryLine {
  key: string;
  when: string;
  change: string;
  reason: string;
}

/** The history, newest first, as the account page lists it. */
export function historyLines(history: readonly SubscriptionHistoryEntry[]): HistoryLine[] {
  return history
    .map((entry, index) => ({
      key: `${index}-${entry.at}`,
      when: formatColombianDateTime(entry.at) ?? 'Fecha desconocida',
      change: entry.from === null ? subscriptionStatusLabel(entry.to) : `${subscriptionStatusLabel(entry.from)} → ${subscriptionStatusLabel(entry.to)}`,
      reason: REASONS[entry.reason] ?? 'Cambio de estado',
    }))
    .reverse();
}

export type GuaranteeState =
  { kind: 'requested'; text: string } | { kind: 'open'; text: string } | { kind: 'not-started'; text: string } | { kind: 'ended'; text: string };

/** What the account page says about the 30-day money-back guarantee, and whether the form is on. */
export function guaranteeState(guarantee: MoneyBackGuarantee): GuaranteeState {
  const requested = formatColombianDate(guarantee.requestedAt);
  if (requested) {
    return { kind: 'requested', text: `Recibimos tu solicitud el ${requested}. Te escribiremos al correo de tu cuenta para completarla.` };
  }
  const endsAt = formatColombianDate(guarantee.endsAt);
  if (guarantee.applies && endsAt) return { kind: 'open', text: `Puedes pedir la devolución hasta el ${endsAt}.` };
  if (!endsAt) return { kind: 'not-started', text: `La garantía de ${guarantee.days} días empieza cuando se aprueba el primer pago.` };
  return { kind: 'ended', text: `La garantía de ${guarantee.days} días terminó el ${endsAt}.` };
}

export interface AccountFact {
  label: string;
  value: string;
}

/** The account page's facts: unlike the success page, nothing is assumed about dates yet to come. */
export function accountFacts(
  account: Pick<SubscriptionAccountResponse, 'status' | 'amount' | 'currency' | 'startDate' | 'nextPaymentDate' | 'createdAt'>,
): AccountFact[] {
  const next =
    formatColombianDate(account.nextPaymentDate) ??
    (account.status === 'cancelled'
      ? 'Sin cobros: la suscripción está cancelada'
      : account.status === 'paused'
        ? 'Sin cobros mientras esté pausada'
        : 'Pendiente');
  return [
    { label: 'Precio', value: monthlyPrice(account.amount, account.currency) },
    { label: 'Fecha de inicio', value: formatColombianDate(account.startDate) ?? 'Aún no ha empezado (falta aprobar el pago)' },
    { label: 'Próximo cobro', value: next },
    { label: 'Creada el', value: formatColombianDate(account.createdAt) ?? '—' },
  ];
}
