import { accountFacts, guaranteeState, historyLines, monthlyPrice, nextChargeText, startDateText } from './accountDisplay';

const visible = (text: string) => text.replace(/\s/g, ' ');

describe('status card values', () => {
  it('writes the monthly price in Colombian pesos', () => {
    expect(visible(monthlyPrice(79900, 'COP'))).toBe('$ 79.900 COP al mes');
    expect(visible(monthlyPrice(null, null))).toBe('$ 79.900 COP al mes');
    expect(monthlyPrice(20, 'USD')).toBe('20 USD al mes');
  });

  it("shows 'Pendiente' without a next charge and 'Hoy' without a start date", () => {
    expect(nextChargeText(null)).toBe('Pendiente');
    expect(nextChargeText('2026-04-30T17:00:00.000Z')).toBe('30 de abril de 2026');
    expect(startDateText(undefined)).toBe('Hoy');
    expect(startDateText('garbage')).toBe('Hoy');
    expect(startDateText('2026-03-31T17:00:00.000Z')).toBe('31 de marzo de 2026');
  });
});

describe('historyLines', () => {
  it('lists changes newest first, in Spanish', () => {
    const lines = historyLines([
      { from: null, to: 'pending', reason: 'created', at: '2026-03-31T15:00:00.000Z' },
      { from: 'pending', to: 'authorized', reason: 'provider_notification', at: '2026-03-31T15:01:00.000Z' },
      { from: 'authorized', to: 'cancelled', reason: 'cancelled_by_user', at: '2026-04-02T20:00:00.000Z' },
    ]);
    expect(lines.map((l) => [l.change, l.reason])).toEqual([
      ['Activa → Cancelada', 'Cancelada por la familia'],
      ['Pendiente de pago → Activa', 'Aviso de la pasarela de pago'],
      ['Pendiente de pago', 'Suscripción creada'],
    ]);
    expect(lines[0]!.when).toContain('2 de abril de 2026');
    expect(new Set(lines.map((l) => l.key)).size).toBe(3);
  });

  it('is empty without history', () => {
    expect(historyLines([])).toEqual([]);
  });
});

describe('guaranteeState', () => {
  const base = { days: 30, applies: false, endsAt: null, requestedAt: null };

  it('offers the form inside the window, with its end date', () => {
    expect(guaranteeState({ ...base, applies: true, endsAt: '2026-04-30T15:00:00.000Z' })).toEqual({
      kind: 'open',
      text: 'Puedes pedir la devolución hasta el 30 de abril de 2026.',
    });
  });

  it('explains why it is off before the first payment and after the window', () => {
    expect(guaranteeState(base)).toEqual({ kind: 'not-started', text: 'La garantía de 30 días empieza cuando se aprueba el primer pago.' });
    expect(guaranteeState({ ...base, endsAt: '2026-01-31T15:00:00.000Z' })).toEqual({
      kind: 'ended',
      text: 'La garantía de 30 días terminó el 31 de enero de 2026.',
    });
  });

  it('says when the request was received, also after the window', () => {
    const state = guaranteeState({ ...base, applies: false, endsAt: '2026-01-31T15:00:00.000Z', requestedAt: '2026-01-10T15:00:00.000Z' });
    expect(state.kind).toBe('requested');
    expect(state.text).toContain('10 de enero de 2026');
  });
});

describe('accountFacts', () => {
  const account = {
    status: 'authorized' as const,
    amount: 79900,
    currency: 'COP',
    startDate: '2026-03-31T15:00:00.000Z',
    nextPaymentDate: '2026-04-30T15:00:00.000Z',
    createdAt: '2026-03-31T14:59:00.000Z',
  };

  it('lists price and dates of an active plan', () => {
    expect(accountFacts(account).map((f) => [f.label, visible(f.value)])).toEqual([
      ['Precio', '$ 79.900 COP al mes'],
      ['Fecha de inicio', '31 de marzo de 2026'],
      ['Próximo cobro', '30 de abril de 2026'],
      ['Creada el', '31 de marzo de 2026'],
    ]);
  });

  it('does not invent dates for a plan waiting for payment, paused or cancelled', () => {
    const pending = accountFacts({ ...account, status: 'pending', startDate: null, nextPaymentDate: null });
    expect(pending[1]!.value).toBe('Aún no ha empezado (falta aprobar el pago)');
    expect(pending[2]!.value).toBe('Pendiente');
    expect(accountFacts({ ...account, status: 'cancelled', nextPaymentDate: null })[2]!.value).toBe('Sin cobros: la suscripción está cancelada');
    expect(accountFacts({ ...account, status: 'paused', nextPaymentDate: null })[2]!.value).toBe('Sin cobros mientras esté pausada');
  });
});
