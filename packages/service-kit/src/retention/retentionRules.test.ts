import { DAY_MS, isChatMessageDue, isResetTokenDue, isUnconfirmedAccountDue, MINUTE_MS, retentionCutoff } from './retentionRules';

const now = new Date('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('retention rules', () => {
  it('computes the cutoff as now minus the maximum age', () => {
    expect(retentionCutoff(now, DAY_MS).toISOString()).toBe('2026-11-24T12:00:00.000Z');
  });

  it('deletes chat messages 30 days after they were written, not a minute before', () => {
    expect(isChatMessageDue({ createdAt: ago(30 * DAY_MS) }, now)).toBe(true);
    expect(isChatMessageDue({ createdAt: ago(31 * DAY_MS) }, now)).toBe(true);
    expect(isChatMessageDue({ createdAt: ago(30 * DAY_MS - MINUTE_MS) }, now)).toBe(false);
    expect(isChatMessageDue({ createdAt: now }, now)).toBe(false);
  });

  it('erases accounts still unconfirmed 7 days after registration, never a confirmed one', () => {
    expect(isUnconfirmedAccountDue({ createdAt: ago(7 * DAY_MS), emailConfirmedAt: null }, now)).toBe(true);
    expect(isUnconfirmedAccountDue({ createdAt: ago(7 * DAY_MS - MINUTE_MS), emailConfirmedAt: null }, now)).toBe(false);
    expect(isUnconfirmedAccountDue({ createdAt: ago(300 * DAY_MS), emailConfirmedAt: ago(299 * DAY_MS) }, now)).toBe(false);
  });

  it('deletes a reset token once used or one hour after it was issued', () => {
    expect(isResetTokenDue({ createdAt: ago(MINUTE_MS), usedAt: now }, now)).toBe(true);
    expect(isResetTokenDue({ createdAt: ago(60 * MINUTE_MS), usedAt: null }, now)).toBe(true);
    expect(isResetTokenDue({ createdAt: ago(59 * MINUTE_MS), usedAt: null }, now)).toBe(false);
  });
});
