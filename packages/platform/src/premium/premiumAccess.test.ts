import type { SubscriptionStatusResponse } from '../api/generated/api';
import { hasPremiumAccess, premiumStatusOf } from './premiumAccess';
import { FAMILY_USER as user } from '../testing';

function subscription(
  status: SubscriptionStatusResponse['status'],
  hasSubscription = status !== null,
  premium = status === 'authorized' || status === 'pending',
): SubscriptionStatusResponse {
  return { hasSubscription, status, amount: null, currency: null, nextPaymentDate: null, startDate: null, premium, graceEndsAt: null };
}

describe('hasPremiumAccess (billing decides)', () => {
  it('is true when billing says the subscription unlocks the plan', () => {
    expect(hasPremiumAccess(subscription('authorized'))).toBe(true);
    expect(hasPremiumAccess(subscription('pending'))).toBe(true);
  });

  it('is false when billing says no, whatever the status reads (a pending payment past its window)', () => {
    expect(hasPremiumAccess(subscription('pending', true, false))).toBe(false);
    expect(hasPremiumAccess(subscription('expired'))).toBe(false);
    expect(hasPremiumAccess(subscription('rejected'))).toBe(false);
  });

  it('is false for cancelled, paused, none or no answer', () => {
    expect(hasPremiumAccess(subscription('cancelled'))).toBe(false);
    expect(hasPremiumAccess(subscription('paused'))).toBe(false);
    expect(hasPremiumAccess(subscription(null))).toBe(false);
    expect(hasPremiumAccess(subscription('authorized', false))).toBe(false);
    expect(hasPremiumAccess(undefined)).toBe(false);
  });
});

describe('premiumStatusOf', () => {
  const base = { userFailed: false, subscription: undefined, subscriptionLoading: false };

  it('waits for the current user', () => {
    expect(premiumStatusOf({ ...base, user: undefined })).toBe('loading');
  });

  it('treats a failed user read and a logged-out user as a visitor', () => {
    expect(premiumStatusOf({ ...base, user: undefined, userFailed: true })).toBe('visitor');
    expect(premiumStatusOf({ ...base, user: null })).toBe('visitor');
  });

  it('waits for the subscription of a logged-in user', () => {
    expect(premiumStatusOf({ ...base, user, subscriptionLoading: true })).toBe('loading');
  });

  it('is premium or free from the subscription', () => {
    expect(premiumStatusOf({ ...base, user, subscription: subscription('pending') })).toBe('premium');
    expect(premiumStatusOf({ ...base, user, subscription: subscription('cancelled') })).toBe('free');
    expect(premiumStatusOf({ ...base, user, subscription: undefined })).toBe('free');
  });
});
