import { familyEntitlement, graceEndsAt, reportedStatus, unlocksPlan } from './familyTier';

const HOUR = 3600_000;
const created = new Date('2026-06-01T12:00:00Z');
const at = (hours: number) => new Date(created.getTime() + hours * HOUR);
const pending = { status: 'pending' as const, createdAt: created, startDate: null };

describe('the family tier (one decision, made by billing)', () => {
  it('is visitor without a session, whatever else is known', () => {
    expect(familyEntitlement(false, { ...pending, status: 'authorized', startDate: created }, at(1), 72)).toEqual({
      tier: 'visitor',
      premium: false,
      status: null,
      until: null,
    });
  });

  it('is free for a family that never subscribed', () => {
    expect(familyEntitlement(true, null, at(0), 72)).toEqual({ tier: 'free', premium: false, status: null, until: null });
  });

  it('is premium while authorized, until the next charge', () => {
    expect(familyEntitlement(true, { status: 'authorized', createdAt: created, startDate: created }, at(24), 72)).toEqual({
      tier: 'premium',
      premium: true,
      status: 'authorized',
      until: '2026-07-01T12:00:00.000Z',
    });
  });

  it('is premium while a payment is pending inside the grace window, until its end', () => {
    expect(familyEntitlement(true, pending, at(71.99), 72)).toEqual({
      tier: 'premium',
      premium: true,
      status: 'pending',
      until: graceEndsAt(pending, 72).toISOString(),
    });
    expect(graceEndsAt(pending, 72)).toEqual(at(72));
  });

  it('is free once the grace window is over: the payment reads expired', () => {
    expect(reportedStatus(pending, at(72), 72)).toBe('expired');
    expect(familyEntitlement(true, pending, at(72), 72)).toEqual({ tier: 'free', premium: false, status: 'expired', until: null });
    expect(familyEntitlement(true, pending, at(500), 72).premium).toBe(false);
  });

  it('follows a configured grace window', () => {
    expect(familyEntitlement(true, pending, at(5), 6).premium).toBe(true);
    expect(familyEntitlement(true, pending, at(6), 6).premium).toBe(false);
  });

  it.each(['cancelled', 'paused', 'rejected'] as const)('is free when the latest subscription is %s', (status) => {
    expect(familyEntitlement(true, { status, createdAt: created, startDate: created }, at(1), 72)).toEqual({
      tier: 'free',
      premium: false,
      status,
      until: null,
    });
  });

  it('unlocks the plan for authorized and pending only', () => {
    expect(['authorized', 'pending', 'expired', 'rejected', 'cancelled', 'paused', null].map((s) => unlocksPlan(s as never))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
