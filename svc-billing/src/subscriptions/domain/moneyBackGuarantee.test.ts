import { guaranteeApplies, guaranteeEndsAt } from './moneyBackGuarantee';

const start = new Date('2026-03-01T15:00:00Z');
const plus = (ms: number) => new Date(start.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

describe('the 30-day money-back guarantee', () => {
  it('ends exactly 30 days after the start', () => {
    expect(guaranteeEndsAt(start)).toEqual(new Date('2026-03-31T15:00:00Z'));
  });

  it('applies from the start until just before the 30 days are over', () => {
    expect(guaranteeApplies(start, start)).toBe(true);
    expect(guaranteeApplies(start, plus(29 * DAY))).toBe(true);
    expect(guaranteeApplies(start, plus(30 * DAY - 1))).toBe(true);
  });

  it('no longer applies after 30 days', () => {
    expect(guaranteeApplies(start, plus(30 * DAY))).toBe(false);
    expect(guaranteeApplies(start, plus(45 * DAY))).toBe(false);
  });

  it('never applies to a subscription that never started (nothing was paid)', () => {
    expect(guaranteeApplies(null, start)).toBe(false);
  });
});
