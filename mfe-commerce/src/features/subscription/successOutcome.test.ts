import type { SubscriptionStatusResponse } from '@universo/platform/api/billing';
import { type SuccessInputs, successOutcome } from './successOutcome';

const loaded = (subscription: SuccessInputs['subscription']): SuccessInputs => ({
  isLoggedIn: true,
  isUserLoading: false,
  isLoading: false,
  isError: false,
  subscription,
});

const status = (value: SubscriptionStatusResponse['status'], premium: boolean, graceEndsAt: string | null = null): SuccessInputs['subscription'] => ({
  hasSubscription: value !== null,
  status: value,
  premium,
  graceEndsAt,
});

describe('successOutcome (/subscription-success tells the truth)', () => {
  it('waits for the user, then sends a visitor to /login', () => {
    expect(successOutcome({ isLoggedIn: false, isUserLoading: true, isLoading: false, isError: false, subscription: undefined })).toEqual({ kind: 'loading' });
    expect(successOutcome({ isLoggedIn: false, isUserLoading: false, isLoading: false, isError: false, subscription: undefined })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('sends a family without a subscription to /subscription', () => {
    expect(successOutcome(loaded(status(null, false)))).toEqual({ kind: 'redirect', to: '/subscription' });
    expect(successOutcome(loaded({ hasSubscription: false, status: 'cancelled', premium: false, graceEndsAt: null }))).toEqual({
      kind: 'redirect',
      to: '/subscription',
    });
  });

  it('welcomes only an authorised plan that billing honours', () => {
    expect(successOutcome(loaded(status('authorized', true)))).toEqual({ kind: 'welcome' });
    expect(successOutcome(loaded(status('authorized', false)))).toEqual({ kind: 'other' });
  });

  it('is confirming a pending payment inside the grace window, and not completed after it', () => {
    const ends = '2026-11-28T10:00:00.000Z';
    expect(successOutcome(loaded(status('pending', true, ends)))).toEqual({ kind: 'confirming', graceEndsAt: ends });
    expect(successOutcome(loaded(status('pending', false)))).toEqual({ kind: 'not-completed' });
    expect(successOutcome(loaded(status('expired', false)))).toEqual({ kind: 'not-completed' });
  });

  it('names a rejected payment, and leaves cancelled or paused plans to the account page', () => {
    expect(successOutcome(loaded(status('rejected', false)))).toEqual({ kind: 'rejected' });
    expect(successOutcome(loaded(status('cancelled', false)))).toEqual({ kind: 'other' });
    expect(successOutcome(loaded(status('paused', false)))).toEqual({ kind: 'other' });
  });

  it('never congratulates when billing cannot be read', () => {
    expect(successOutcome({ ...loaded(undefined), isError: true })).toEqual({ kind: 'error' });
    expect(successOutcome({ ...loaded(undefined), isLoading: true })).toEqual({ kind: 'loading' });
  });
});
