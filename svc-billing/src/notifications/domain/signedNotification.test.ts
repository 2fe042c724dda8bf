import { createHmac } from 'node:crypto';
import {
  isFreshNotification,
  NOTIFICATION_MAX_SKEW_MS,
  signatureManifest,
  signedAtOf,
  signNotificationHeaders,
  verifyNotification,
  type IncomingNotification,
} from './signedNotification';

const secret = 'webhook-secret-for-unit-tests-0123456789';
const preapprovalId = '2c938084726fca480172750000000000';

function notification(overrides: Partial<IncomingNotification> = {}): IncomingNotification {
  return {
    headers: signNotificationHeaders(preapprovalId, 'req-1', '1742505638683', secret),
    query: { 'data.id': preapprovalId, type: 'subscription_preapproval' },
    body: { id: 12345, type: 'subscription_preapproval', action: 'updated', data: { id: preapprovalId } },
    ...overrides,
  };
}

describe('notification signatures (MercadoPago x-signature scheme)', () => {
  it('builds the documented manifest, leaving out absent parts', () => {
    expect(signatureManifest({ dataId: 'abc', requestId: 'r', ts: '1' })).toBe('id:abc;request-id:r;ts:1;');
    expect(signatureManifest({ dataId: 'abc', ts: '1' })).toBe('id:abc;ts:1;');
  });

  it('matches an HMAC computed independently from the documentation', () => {
    const v1 = createHmac('sha256', secret).update(`id:${preapprovalId};request-id:req-1;ts:1742505638683;`).digest('hex');
    expect(signNotificationHeaders(preapprovalId, 'req-1', '1742505638683', secret)['x-signature']).toBe(`ts=1742505638683,v1=${v1}`);
  });

  it('accepts a well-signed notification and reads its id, resource and topic', () => {
    expect(verifyNotification(notification(), secret)).toEqual({
      ok: true,
      notification: {
        eventId: '12345',
        resourceId: preapprovalId,
        topic: 'subscription_preapproval',
        signedAt: new Date(1742505638683),
        signature: createHmac('sha256', secret).update(`id:${preapprovalId};request-id:req-1;ts:1742505638683;`).digest('hex'),
      },
    });
  });

  it('lower-cases alphanumeric ids before checking, as MercadoPago signs them', () => {
    const upper = preapprovalId.toUpperCase();
    const result = verifyNotification(notification({ query: { 'data.id': upper }, body: { id: 1, type: 'subscription_preapproval' } }), secret);
    expect(result.ok).toBe(true);
  });

  it('refuses an unsigned notification or one signed with another secret (401)', () => {
    expect(verifyNotification(notification({ headers: {} }), secret)).toMatchObject({ ok: false, status: 401 });
    const forged = notification({ headers: signNotificationHeaders(preapprovalId, 'req-1', '1', 'another-secret-of-some-length') });
    expect(verifyNotification(forged, secret)).toMatchObject({ ok: false, status: 401 });
    expect(verifyNotification(notification({ headers: { 'x-signature': 'ts=1,v1=zz' } }), secret)).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses a signature made for another resource or request (401)', () => {
    expect(verifyNotification(notification({ query: { 'data.id': 'otro123' } }), secret)).toMatchObject({ ok: false, status: 401 });
    const headers = { ...signNotificationHeaders(preapprovalId, 'req-1', '1742505638683', secret), 'x-request-id': 'req-2' };
    expect(verifyNotification(notification({ headers }), secret)).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses a signed notification whose body names another resource or lacks an id (400)', () => {
    const otherBody = { id: 1, type: 'subscription_preapproval', data: { id: 'otro123' } };
    expect(verifyNotification(notification({ body: otherBody }), secret)).toMatchObject({ ok: false, status: 400 });
    expect(verifyNotification(notification({ body: { type: 'subscription_preapproval' } }), secret)).toMatchObject({ ok: false, status: 400 });
    expect(verifyNotification(notification({ query: {}, body: 'x' }), secret)).toMatchObject({ ok: false, status: 400 });
  });
});

describe('notification freshness (five minutes either way)', () => {
  const now = new Date('2026-03-20T12:00:00.000Z');

  it('reads ts in milliseconds, or in seconds when it has ten digits or fewer', () => {
    expect(signedAtOf('1742505638683')).toEqual(new Date(1742505638683));
    expect(signedAtOf('1742505638')).toEqual(new Date(1742505638000));
  });

  it('accepts up to five minutes late or early, and refuses beyond', () => {
    const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
    expect(NOTIFICATION_MAX_SKEW_MS).toBe(300_000);
    for (const offset of [0, -300_000, 300_000, -1000, 60_000]) expect([offset, isFreshNotification(at(offset), now)]).toEqual([offset, true]);
    for (const offset of [-300_001, 300_001, -86_400_000]) expect([offset, isFreshNotification(at(offset), now)]).toEqual([offset, false]);
    expect(isFreshNotification(signedAtOf('1'), now)).toBe(false);
  });
});
