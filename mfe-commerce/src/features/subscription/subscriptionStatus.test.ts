import { type SubscriptionStatus } from '@universo/contracts';
import { hasOpenSubscription, planRenewalLine, statusMessageOf, subscriptionStatusLabel, subscriptionStatusTone } from './subscriptionStatus';

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

describe('labels and tones', () => {
  it('gives short labels for the history', () => {
    expect(['authorized', 'pending', 'cancelled', 'paused', 'rejected', 'expired', 'raro', null].map(subscriptionStatusLabel)).toEqual([
      'Activa',
      'Pendiente de pago',
      'Cancelada',
      'Pausada',
      'Pago rechazado',
      'Pago no completado',
      'Desconocido',
      'Sin suscripción',
    ]);
  });

  it('colours active green and waiting states yellow', () => {
    expect(['authorized', 'pending', 'paused', 'cancelled', 'rejected', 'expired', null].map(subscriptionStatusTone)).toEqual([
      'success',
      'warning',
      'warning',
      'neutral',
      'danger',
      'danger',
      'neutral',
    ]);
  });
});

describe('hasOpenSubscription', () => {
  it('is true while billing would refuse a second subscription', () => {
    expect(hasOpenSubscription(withStatus('authorized'))).toBe(true);
    expect(hasOpenSubscription(withStatus('pending'))).toBe(true);
    expect(hasOpenSubscription(withStatus('paused'))).toBe(true);
    expect(hasOpenSubscription({ hasSubscription: true, status: 'expired' })).toBe(true);
    expect(hasOpenSubscription(withStatus('cancelled'))).toBe(false);
    expect(hasOpenSubscription(withStatus('rejected'))).toBe(false);
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
