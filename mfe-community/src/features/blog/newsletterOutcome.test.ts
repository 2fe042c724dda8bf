import { newsletterNotice } from './newsletterOutcome';

describe('newsletterNotice', () => {
  it('confirms a subscription and an unsubscription in clear words', () => {
    expect(newsletterNotice('confirmado')).toMatchObject({ tone: 'success', title: '¡Suscripción confirmada!' });
    expect(newsletterNotice('baja')).toMatchObject({ tone: 'success', title: 'Cancelaste tu suscripción' });
    expect(newsletterNotice('baja')?.text).toContain('Ya no recibirás el boletín mensual');
  });

  it('warns about a broken link', () => {
    expect(newsletterNotice('enlace-invalido')).toMatchObject({ tone: 'warning' });
  });

  it('shows nothing for a missing or unknown value', () => {
    expect(newsletterNotice(null)).toBeUndefined();
    expect(newsletterNotice(undefined)).toBeUndefined();
    expect(newsletterNotice('<script>')).toBeUndefined();
    expect(newsletterNotice('CONFIRMADO')).toBeUndefined();
  });
});
