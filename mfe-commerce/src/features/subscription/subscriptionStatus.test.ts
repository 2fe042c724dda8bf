import { type SubscriptionStatus } from '@universo/contracts';
import { hasOpenSubscription, statusMessageOf, subscriptionStatusLabel, subscriptionStatusTone } from './subscriptionStatus';

const withStatus = (status: SubscriptionStatus | null) => ({ hasSubscription: status !== null, status });

describe('statusMessageOf (spec section 4, through the platform)', () => {
  it('names each state of a logged-in family', () => {
    expect(statusMessageOf(withStatus('authorized'), true)).toBe('Suscripción activa');
    expect(statusMessageOf(withStatus('pending'), true)).toBe('Suscripción pendiente de pago');
    expect(statusMessageOf(withStatus('cancelled'), true)).toBe('Suscripción cancelada');
    expect(statusMessageOf(withStatus('paused'), true)).toBe('Suscripción pausada');
    expect(statusMessageOf({ hasSubscription: true, status: 'expired' as SubscriptionStatus }, true)).toBe('Estado de suscripción desconocido');
  });

  it('reads hasSubscription false as none, and asks a visitor to log in', () => {
    expect(statusMessageOf({ hasSubscription: false, status: 'cancelled' }, true)).toBe('No tienes una suscripción activa');
    expect(statusMessageOf(undefined, true)).toBe('No tienes una suscripción activa');
    expect(statusMessageOf(withStatus('authorized'), false)).toBe('Inicia sesión para suscribirte');
  });
});

describe('labels and tones', () => {
  it('gives short labels for the history', () => {
    expect(['authorized', 'pending', 'cancelled', 'paused', 'raro', null].map(subscriptionStatusLabel)).toEqual([
      'Activa',
      'Pendiente de pago',
      'Cancelada',
      'Pausada',
      'Desconocido',
      'Sin suscripción',
    ]);
  });

  it('colours active green and waiting states yellow', () => {
    expect(['authorized', 'pending', 'paused', 'cancelled', null].map(subscriptionStatusTone)).toEqual([
      'success',
      'warning',
      'warning',
      'neutral',
      'neutral',
    ]);
  });
});

describe('hasOpenSubscription', () => {
  it('is true while billing would refuse a second subscription', () => {
    expect(hasOpenSubscription(withStatus('authorized'))).toBe(true);
    expect(hasOpenSubscription(withStatus('pending'))).toBe(true);
    expect(hasOpenSubscription(withStatus('paused'))).toBe(true);
    expect(hasOpenSubscription(withStatus('cancelled'))).toBe(false);
    expect(hasOpenSubscription(withStatus(null))).toBe(false);
    expect(hasOpenSubscription(undefined)).toBe(false);
  });
});
