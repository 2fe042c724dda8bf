import { decideConfirm, decideSubscribe, decideUnsubscribe } from './subscription';

const now = new Date('2026-11-20T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('decideSubscribe', () => {
  it('sends a confirmation to a new or still pending address', () => {
    expect(decideSubscribe({ status: 'pending', lastEmailAt: null }, now)).toBe('sendConfirmation');
    expect(decideSubscribe({ status: 'pending', lastEmailAt: minutesAgo(11) }, now)).toBe('sendConfirmation');
  });

  it('keeps a confirmed address confirmed and only tells its owner', () => {
    expect(decideSubscribe({ status: 'confirmed', lastEmailAt: minutesAgo(60) }, now)).toBe('sendAlreadySubscribed');
  });

  it('sends nothing more within ten minutes of the last e-mail', () => {
    expect(decideSubscribe({ status: 'pending', lastEmailAt: minutesAgo(9) }, now)).toBe('nothing');
    expect(decideSubscribe({ status: 'confirmed', lastEmailAt: minutesAgo(0) }, now)).toBe('nothing');
  });

  it('asks an unsubscribed address to confirm again', () => {
    expect(decideSubscribe({ status: 'unsubscribed', lastEmailAt: minutesAgo(1) }, now)).toBe('sendConfirmation');
  });
});

describe('decideConfirm', () => {
  it('confirms a pending subscription while its link is valid', () => {
    expect(decideConfirm({ status: 'pending', confirmTokenExpiresAt: minutesAgo(-1) }, now)).toBe('confirm');
  });

  it('is idempotent once confirmed', () => {
    expect(decideConfirm({ status: 'confirmed', confirmTokenExpiresAt: minutesAgo(60 * 24 * 30) }, now)).toBe('alreadyConfirmed');
  });

  it('refuses unknown, expired and unsubscribed links', () => {
    expect(decideConfirm(null, now)).toBe('invalid');
    expect(decideConfirm({ status: 'pending', confirmTokenExpiresAt: now }, now)).toBe('invalid');
    expect(decideConfirm({ status: 'pending', confirmTokenExpiresAt: null }, now)).toBe('invalid');
    expect(decideConfirm({ status: 'unsubscribed', confirmTokenExpiresAt: minutesAgo(-60) }, now)).toBe('invalid');
  });
});

describe('decideUnsubscribe', () => {
  it('unsubscribes from any state, once', () => {
    expect(decideUnsubscribe({ status: 'pending' })).toBe('unsubscribe');
    expect(decideUnsubscribe({ status: 'confirmed' })).toBe('unsubscribe');
    expect(decideUnsubscribe({ status: 'unsubscribed' })).toBe('alreadyUnsubscribed');
    expect(decideUnsubscribe(null)).toBe('invalid');
  });
});
