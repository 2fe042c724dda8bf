import type { SubscriptionStatus } from '@universo/contracts';
import { advancesEventClock, canCancel, canTransition, decideProviderEvent, isOpen } from './subscriptionTransitions';

const t = (minute: number) => new Date(Date.UTC(2026, 5, 1, 12, minute));

describe('subscription status transitions', () => {
  it.each<[SubscriptionStatus, SubscriptionStatus, boolean]>([
    ['pending', 'authorized', true],
    ['pending', 'cancelled', true],
    ['pending', 'paused', true],
    ['authorized', 'paused', true],
    ['authorized', 'cancelled', true],
    ['paused', 'authorized', true],
    ['authorized', 'pending', false],
    ['cancelled', 'authorized', false],
    ['cancelled', 'pending', false],
    ['authorized', 'authorized', false],
  ])('%s -> %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('only a cancelled subscription is closed and cannot be cancelled again', () => {
    expect(['pending', 'authorized', 'paused', 'cancelled'].map((s) => isOpen(s as SubscriptionStatus))).toEqual([true, true, true, false]);
    expect(canCancel('authorized')).toBe(true);
    expect(canCancel('paused')).toBe(true);
    expect(canCancel('cancelled')).toBe(false);
  });
});

describe('decideProviderEvent', () => {
  it('applies the first event of a subscription', () => {
    expect(decideProviderEvent({ status: 'pending', lastEventAt: null }, { status: 'authorized', occurredAt: t(1) })).toEqual({
      outcome: 'applied',
      status: 'authorized',
    });
  });

  it('applies a newer event', () => {
    expect(decideProviderEvent({ status: 'authorized', lastEventAt: t(1) }, { status: 'paused', occurredAt: t(2) })).toEqual({
      outcome: 'applied',
      status: 'paused',
    });
  });

  it('ignores an event older than, or as old as, the last applied one', () => {
    expect(decideProviderEvent({ status: 'authorized', lastEventAt: t(5) }, { status: 'paused', occurredAt: t(4) })).toEqual({ outcome: 'stale' });
    expect(decideProviderEvent({ status: 'authorized', lastEventAt: t(5) }, { status: 'paused', occurredAt: t(5) })).toEqual({ outcome: 'stale' });
  });

  it('never brings a cancelled subscription back, however new the event', () => {
    expect(decideProviderEvent({ status: 'cancelled', lastEventAt: t(1) }, { status: 'authorized', occurredAt: t(9) })).toEqual({
      outcome: 'terminal',
    });
    expect(decideProviderEvent({ status: 'cancelled', lastEventAt: null }, { status: 'authorized', occurredAt: t(9) })).toEqual({
      outcome: 'terminal',
    });
  });

  it('keeps the status for a newer event with the same status, and refuses a step backwards', () => {
    expect(decideProviderEvent({ status: 'pending', lastEventAt: t(1) }, { status: 'pending', occurredAt: t(2) })).toEqual({ outcome: 'unchanged' });
    expect(decideProviderEvent({ status: 'authorized', lastEventAt: t(1) }, { status: 'pending', occurredAt: t(2) })).toEqual({
      outcome: 'not_allowed',
    });
  });

  it('moves the ordering mark only for events that were accepted', () => {
    expect(advancesEventClock({ outcome: 'applied', status: 'authorized' })).toBe(true);
    expect(advancesEventClock({ outcome: 'unchanged' })).toBe(true);
    expect(advancesEventClock({ outcome: 'stale' })).toBe(false);
    expect(advancesEventClock({ outcome: 'terminal' })).toBe(false);
    expect(advancesEventClock({ outcome: 'not_allowed' })).toBe(false);
  });
});
