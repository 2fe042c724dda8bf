import { NO_SUBSCRIPTION_STATUS, toAccountView, toStatusResponse } from './subscriptionViews';
import { upcomingPaymentDateOf as upcomingPaymentDate } from './upcomingPayment';

const GRACE_HOURS = 72;
import type { SubscriptionChange } from './subscription';

const start = new Date('2026-01-31T14:00:00Z');
const facts = {
  id: '7f1c2a9e-0000-4000-8000-000000000001',
  status: 'authorized' as const,
  amount: 79900,
  currency: 'COP',
  startDate: start,
  initPoint: '/api/billing/sandbox/checkout/sbx_1',
  createdAt: new Date('2026-01-31T13:59:00Z'),
};

describe('toStatusResponse', () => {
  it('answers hasSubscription false and nulls without a subscription', () => {
    expect(toStatusResponse(null, start, GRACE_HOURS)).toEqual(NO_SUBSCRIPTION_STATUS);
    const notNull = Object.entries(NO_SUBSCRIPTION_STATUS).filter(([, value]) => value !== null);
    expect(notNull).toEqual([
      ['hasSubscription', false],
      ['premium', false],
    ]);
    expect(Object.keys(NO_SUBSCRIPTION_STATUS).sort()).toEqual(Object.keys(toStatusResponse(facts, start, GRACE_HOURS)).sort());
  });

  it('gives an authorized subscription its start and next charge (month-end safe)', () => {
    expect(toStatusResponse(facts, new Date('2026-02-10T00:00:00Z'), GRACE_HOURS)).toEqual({
      hasSubscription: true,
      status: 'authorized',
      amount: 79900,
      currency: 'COP',
      nextPaymentDate: '2026-02-28T14:00:00.000Z',
      startDate: '2026-01-31T14:00:00.000Z',
      premium: true,
      graceEndsAt: null,
    });
  });

  it('has no next charge while pending, paused or cancelled', () => {
    for (const status of ['pending', 'paused', 'cancelled'] as const) {
      expect(upcomingPaymentDate({ status, startDate: start }, start)).toBeNull();
    }
    expect(toStatusResponse({ ...facts, status: 'pending', startDate: null }, start, GRACE_HOURS)).toMatchObject({ nextPaymentDate: null, startDate: null });
  });
});

describe('toAccountView', () => {
  const history: SubscriptionChange[] = [
    { fromStatus: null, toStatus: 'pending', reason: 'created', eventId: null, at: new Date('2026-01-31T13:59:00Z') },
    { fromStatus: 'pending', toStatus: 'authorized', reason: 'provider_notification', eventId: 'e1', at: start },
  ];

  it('adds the plan, the history (without event ids) and the guarantee window', () => {
    const view = toAccountView(facts, history, null, new Date('2026-02-10T00:00:00Z'), GRACE_HOURS);
    expect(view).toMatchObject({
      hasSubscription: true,
      id: facts.id,
      planName: 'Plan Emprendedor Mágico',
      paymentLink: null,
      canCancel: true,
      guarantee: { days: 30, applies: true, endsAt: '2026-03-02T14:00:00.000Z', requestedAt: null },
    });
    expect(view.history).toEqual([
      { from: null, to: 'pending', reason: 'created', at: '2026-01-31T13:59:00.000Z' },
      { from: 'pending', to: 'authorized', reason: 'provider_notification', at: '2026-01-31T14:00:00.000Z' },
    ]);
  });

  it('closes the guarantee after 30 days and shows a request already made', () => {
    const requested = new Date('2026-02-01T00:00:00Z');
    const view = toAccountView(facts, history, requested, new Date('2026-03-05T00:00:00Z'), GRACE_HOURS);
    expect(view.guarantee).toMatchObject({ applies: false, requestedAt: '2026-02-01T00:00:00.000Z' });
  });

  it('offers the payment link while the payment is missing (pending or expired), never after a rejection', () => {
    const pending = { ...facts, status: 'pending' as const, startDate: null, createdAt: start };
    const afterGrace = new Date(start.getTime() + 73 * 3600_000);
    expect(toAccountView(pending, [], null, afterGrace, GRACE_HOURS)).toMatchObject({ status: 'expired', premium: false, paymentLink: facts.initPoint });
    expect(toAccountView({ ...pending, status: 'rejected' }, [], null, start, GRACE_HOURS)).toMatchObject({
      status: 'rejected',
      premium: false,
      paymentLink: null,
      canCancel: false,
    });
  });

  it('offers the payment link only while pending, and no cancel once cancelled', () => {
    expect(toAccountView({ ...facts, status: 'pending', startDate: null }, [], null, start, GRACE_HOURS)).toMatchObject({
      paymentLink: facts.initPoint,
      canCancel: true,
      guarantee: { applies: false, endsAt: null },
    });
    expect(toAccountView({ ...facts, status: 'cancelled' }, [], null, start, GRACE_HOURS)).toMatchObject({ paymentLink: null, canCancel: false });
  });

  it('describes the absence of a subscription', () => {
    expect(toAccountView(null, [], null, start, GRACE_HOURS)).toMatchObject({
      hasSubscription: false,
      id: null,
      canCancel: false,
      createdAt: null,
      history: [],
      guarantee: { applies: false, endsAt: null, requestedAt: null },
    });
  });
});
