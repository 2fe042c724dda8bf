import { type SubscriptionStatus } from '@universo/contracts';
import { hasOpenSubscription, planRenewalLine, type StatusTone, statusMessageOf, subscriptionStatusLabel, subscriptionStatusTone } from './subscriptionStatus';

const withStatus = (status: SubscriptionStatus | null) => ({ hasSubscription: status !== null, status });

describe('statusMessageOf (spec section 4, through the platform)', () => {
  it('names each state of a logged-in family', () => {
    expect(statusMessageOf(withStatus('authorized'), true)).toBe('Suscripción activa');
    expect(statusMessageOf(withStatus('pending'), true)).toBe('Suscripción pendiente de pago');
    expect(statusMessageOf(withStatus('cancelled'), true)).toBe('Suscripción cancelada');
    expect(statusMessageOf(withStatus('paused'), true)).toBe('Suscripción pausada');
    expect(statusMessageOf({ hasSubscription: true, status: 'rejected' }, true)).toBe('Pago rechazado');
    expect(statusMessageOf({ hasSubscription: true, status: 'expired' }, true)).toBe('Tu pago no se completó');
  });

  it('reads hasSubscription false as none, and asks a visitor to log in', () => {
    expect(statusMessageOf({ hasSubscription: false, status: 'cancelled' }, true)).toBe('No tienes una suscripción activa');
    expect(statusMessageOf(undefined, true)).toBe('No tienes una suscripción activa');
    expect(statusMessageOf(withStatus('authorized'), false)).toBe('Inicia sesión para suscribirte');
  });
});

/** Each status: its short label for the history, its colour, and whether billing would refuse a second subscription. */
const BY_STATUS: Record<string, [label: string, tone: StatusTone, open: boolean]> = {
  authorized: ['Activa', 'success', true],
  pending: ['Pendiente de pago', 'warning', true],
  cancelled: ['Cancelada', 'neutral', false],
  paused: ['Pausada', 'warning', true],
  rejected: ['Pago rechazado', 'danger', false],
  expired: ['Pago no completado', 'danger', true],
  raro: ['Desconocido', 'neutral', false],
};

describe('labels, tones and what stays open, status by status', () => {
  it.each(Object.entries(BY_STATUS))('%s: %j', (status, [label, tone, open]) => {
    expect(subscriptionStatusLabel(status)).toBe(label);
    expect(subscriptionStatusTone(status)).toBe(tone);
    expect(hasOpenSubscription({ hasSubscription: true, status: status as SubscriptionStatus })).toBe(open);
  });

  it('names no subscription, in no colour, with nothing open', () => {
    expect(subscriptionStatusLabel(null)).toBe('Sin suscripción');
    expect(subscriptionStatusTone(null)).toBe('neutral');
    expect(hasOpenSubscription(withStatus(null))).toBe(false);
    expect(hasOpenSubscription(undefined)).toBe(false);
  });
});

describe('planRenewalLine', () => {
  const base = { nextPaymentDate: null, graceEndsAt: null };
  it('says when the plan renews, only to families that have it', () => {
    expect(planRenewalLine({ ...base, premium: true, status: 'authorized', nextPaymentDate: '2026-12-25T15:00:00.000Z' })).toBe(
      'Tu plan está activo y se renueva el 25 de diciembre de 2026.',
    );
    expect(planRenewalLine({ ...base, premium: true, status: 'authorized' })).toBe('Tu plan está activo.');
    expect(planRenewalLine({ ...base, premium: false, status: 'expired' })).toBeNull();
    expect(planRenewalLine(undefined)).toBeNull();
  });

  it('tells a pending family until when the plan stays open', () => {
    expect(planRenewalLine({ ...base, premium: true, status: 'pending', graceEndsAt: '2026-11-28T15:00:00.000Z' })).toMatch(
      /^Estamos confirmando tu pago; mientras tanto tu plan está activo hasta el 28 de noviembre de 2026/,
    );
  });
});
