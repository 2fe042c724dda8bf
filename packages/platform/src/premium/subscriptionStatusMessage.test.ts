import { subscriptionStatusMessage } from './subscriptionStatusMessage';

describe('subscriptionStatusMessage (spec section 4)', () => {
  it.each([
    ['authorized', 'Suscripción activa'],
    ['pending', 'Suscripción pendiente de pago'],
    ['cancelled', 'Suscripción cancelada'],
    ['paused', 'Suscripción pausada'],
    ['rejected', 'Pago rechazado'],
    ['expired', 'Tu pago no se completó'],
  ] as const)('names %s', (status, message) => {
    expect(subscriptionStatusMessage(status, true)).toBe(message);
  });

  it('reads any other status as unknown', () => {
    expect(subscriptionStatusMessage('refunded', true)).toBe('Estado de suscripción desconocido');
    expect(subscriptionStatusMessage('toString', true)).toBe('Estado de suscripción desconocido');
  });

  it('says there is none when the status is null', () => {
    expect(subscriptionStatusMessage(null, true)).toBe('No tienes una suscripción activa');
    expect(subscriptionStatusMessage(undefined, true)).toBe('No tienes una suscripción activa');
  });

  it('asks a visitor to log in, whatever the status', () => {
    expect(subscriptionStatusMessage(null, false)).toBe('Inicia sesión para suscribirte');
    expect(subscriptionStatusMessage('authorized', false)).toBe('Inicia sesión para suscribirte');
  });
});
