import { randomUUID } from 'node:crypto';
import { sandboxWebhookSecret } from '../src/config';
import { signNotificationHeaders } from '../src/notifications/domain/signedNotification';
import { billingSuite, family, historyOf, postNotification, subscribe, subscriptionRow } from './support/billingTest';

/**
 * The webhook path with the sandbox provider: POST /api/billing/webhooks/sandbox, signed like a
 * MercadoPago notification. The sandbox's own records (sandbox_preapprovals) play the provider's
 * side: what a notification finally applies is read back from there.
 */
describe('payment notifications (sandbox provider)', () => {
  const { billing, http } = billingSuite();
  let secret: string;

  beforeAll(() => {
    secret = sandboxWebhookSecret(billing.config);
  });

  async function pendingSubscription() {
    const me = family(billing);
    const created = await subscribe(billing, me.cookie);
    const preapprovalId = created.init_point.split('/').at(-1)!;
    return { ...me, subscriptionId: created.id, preapprovalId, checkout: created.init_point };
  }

  /** The provider's side changes, as if the payer acted at `at`. */
  async function providerSays(preapprovalId: string, status: string, at: Date) {
    await billing.query('UPDATE sandbox_preapprovals SET status = $2, last_modified = $3 WHERE id = $1', [preapprovalId, status, at]);
  }

  it('applies a well-signed notification by reading the state back from the provider', async () => {
    const sub = await pendingSubscription();
    await providerSays(sub.preapprovalId, 'authorized', new Date());
    const res = await postNotification(billing, 'sandbox', { dataId: sub.preapprovalId, secret }).expect(200);
    expect(res.body).toEqual({ received: true, outcome: 'applied' });
    expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('authorized');
    const entitlement = await http().get('/api/billing/entitlement').set('Cookie', sub.cookie).expect(200);
    expect(entitlement.body).toMatchObject({ tier: 'premium', premium: true, status: 'authorized' });
  });

  it('applies a notification delivered form-encoded (older provider notifications) like a JSON one', async () => {
    const sub = await pendingSubscription();
    await providerSays(sub.preapprovalId, 'authorized', new Date());
    const headers = signNotificationHeaders(sub.preapprovalId, 'r-form', String(Date.now()), secret);
    const res = await billing
      .http()
      .post(`/api/billing/webhooks/sandbox?data.id=${sub.preapprovalId}&type=subscription_preapproval`)
      .set(headers)
      .type('form')
      .send(`id=evt-form-${randomUUID()}&type=subscription_preapproval`)
      .expect(200);
    expect(res.body).toEqual({ received: true, outcome: 'applied' });
    expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('authorized');
    // Any other type is refused before the signature is even read.
    await http().post('/api/billing/webhooks/sandbox').set(headers).set('Content-Type', 'text/plain').send('id=1').expect(415);
  });

  it('changes nothing for an unsigned or forged notification (401 JSON)', async () => {
    const sub = await pendingSubscription();
    await providerSays(sub.preapprovalId, 'cancelled', new Date());
    const unsigned = await billing
      .http()
      .post(`/api/billing/webhooks/sandbox?data.id=${sub.preapprovalId}&type=subscription_preapproval`)
      .send({ id: 'evt-unsigned', type: 'subscription_preapproval', data: { id: sub.preapprovalId } })
      .expect(401);
    expect(unsigned.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Notificación sin firma válida.' });
    await postNotification(billing, 'sandbox', { dataId: sub.preapprovalId, secret: 'a-forger-does-not-know-the-secret-000' }).expect(401);
    // A valid signature for one preapproval does not carry over to another.
    const other = await pendingSubscription();
    const headers = signNotificationHeaders(other.preapprovalId, 'r1', '1', secret);
    await billing
      .http()
      .post(`/api/billing/webhooks/sandbox?data.id=${sub.preapprovalId}&type=subscription_preapproval`)
      .set(headers)
      .send({ id: 'evt-swapped', type: 'subscription_preapproval', data: { id: sub.preapprovalId } })
      .expect(401);
    expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('pending');
    expect(await billing.query('SELECT 1 FROM processed_notifications WHERE subscription_id = $1', [sub.subscriptionId])).toHaveLength(0);
  });

  it('changes nothing for malformed or unknown notifications (400 JSON) or another provider (404)', async () => {
    const sub = await pendingSubscription();
    await providerSays(sub.preapprovalId, 'authorized', new Date());
    const noId = await billing
      .http()
      .post(`/api/billing/webhooks/sandbox?data.id=${sub.preapprovalId}`)
      .set(signNotificationHeaders(sub.preapprovalId, 'r', '1', secret))
      .send({ type: 'subscription_preapproval' })
      .expect(400);
    expect(noId.body.message).toBe('Notificación con formato no válido.');
    const unknown = await postNotification(billing, 'sandbox', { dataId: 'sbx_doesnotexist', secret }).expect(400);
    expect(unknown.body.message).toBe('Notificación de una suscripción desconocida.');
    const otherProvider = await postNotification(billing, 'mercadopago', { dataId: sub.preapprovalId, secret }).expect(404);
    expect(otherProvider.body.message).toBe('Proveedor de pagos desconocido.');
    expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('pending');
  });

  it('acknowledges a signed notification about another topic without changing anything', async () => {
    const sub = await pendingSubscription();
    await providerSays(sub.preapprovalId, 'authorized', new Date());
    const res = await postNotification(billing, 'sandbox', { dataId: sub.preapprovalId, secret, type: 'payment' }).expect(200);
    expect(res.body).toEqual({ received: true, outcome: 'ignored' });
    expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('pending');
  });

  it('applies a replayed notification only once', async () => {
    const sub = await pendingSubscription();
    await providerSays(sub.preapprovalId, 'authorized', new Date());
    const eventId = randomUUID();
    await postNotification(billing, 'sandbox', { dataId: sub.preapprovalId, secret, eventId }).expect(200);
    await http().post('/api/billing/cancel').set('Cookie', sub.cookie).expect(200);
    // The provider now says authorized again, but the replay of the old event must not count.
    await providerSays(sub.preapprovalId, 'authorized', new Date(Date.now() + 60_000));
    const replay = await postNotification(billing, 'sandbox', { dataId: sub.preapprovalId, secret, eventId, requestId: randomUUID() }).expect(200);
    expect(replay.body).toEqual({ received: true, outcome: 'duplicate' });
    expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('cancelled');
    expect((await historyOf(billing, sub.subscriptionId)).map((h) => h.to_status)).toEqual(['pending', 'authorized', 'cancelled']);
  });

  it('applies concurrent deliveries of the same event once', async () => {
    const sub = await pendingSubscription();
    await providerSays(sub.preapprovalId, 'authorized', new Date());
    const eventId = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => postNotification(billing, 'sandbox', { dataId: sub.preapprovalId, secret, eventId })));
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(await historyOf(billing, sub.subscriptionId)).toHaveLength(2);
  });

  it('ignores an event older than the last one applied (out of order)', async () => {
    const sub = await pendingSubscription();
    const t0 = Date.now();
    await providerSays(sub.preapprovalId, 'authorized', new Date(t0 + 2_000));
    await postNotification(billing, 'sandbox', { dataId: sub.preapprovalId, secret }).expect(200);
    // An older state of the provider arrives late (it was read back before the newer one was applied).
    await providerSays(sub.preapprovalId, 'cancelled', new Date(t0 + 1_000));
    const late = await postNotification(billing, 'sandbox', { dataId: sub.preapprovalId, secret }).expect(200);
    expect(late.body).toEqual({ received: true, outcome: 'stale' });
    const row = await subscriptionRow(billing, sub.subscriptionId);
    expect(row.status).toBe('authorized');
    expect(row.last_event_at).toEqual(new Date(t0 + 2_000));
  });

  it('never brings a rejected payment back with a late authorization', async () => {
    const sub = await pendingSubscription();
    await http().post(`${sub.checkout}/reject`).set('Cookie', sub.cookie).type('form').send('').expect(303);
    await providerSays(sub.preapprovalId, 'authorized', new Date(Date.now() + 3_600_000));
    const late = await postNotification(billing, 'sandbox', { dataId: sub.preapprovalId, secret }).expect(200);
    expect(late.body).toEqual({ received: true, outcome: 'terminal' });
    expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('rejected');
    const entitlement = await http().get('/api/billing/entitlement').set('Cookie', sub.cookie).expect(200);
    expect(entitlement.body.premium).toBe(false);
  });

  it('records a status it does not know without changing the subscription', async () => {
    const sub = await pendingSubscription();
    await billing.query(`ALTER TABLE sandbox_preapprovals DROP CONSTRAINT sandbox_preapprovals_status_check`);
    try {
      await providerSays(sub.preapprovalId, 'expired', new Date());
      const res = await postNotification(billing, 'sandbox', { dataId: sub.preapprovalId, secret }).expect(200);
      expect(res.body).toEqual({ received: true, outcome: 'unknown_status' });
      expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('pending');
    } finally {
      await billing.query(`UPDATE sandbox_preapprovals SET status = 'pending' WHERE status = 'expired'`);
      await billing.query(
        `ALTER TABLE sandbox_preapprovals ADD CONSTRAINT sandbox_preapprovals_status_check CHECK (status IN ('pending', 'authorized', 'cancelled'))`,
      );
    }
  });
  describe('late, early and replayed notifications', () => {
    const minutes = (n: number) => n * 60 * 1000;

    it('refuses one signed more than five minutes before or after now (401), and applies nothing', async () => {
      const sub = await pendingSubscription();
      await providerSays(sub.preapprovalId, 'authorized', new Date());
      for (const offset of [-minutes(5) - 1000, minutes(5) + 1000, -minutes(60 * 24)]) {
        const res = await postNotification(billing, 'sandbox', { dataId: sub.preapprovalId, secret, ts: String(Date.now() + offset) }).expect(401);
        expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Notificación fuera de plazo: se firmó hace más de cinco minutos.' });
      }
      expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('pending');
      expect(await billing.query('SELECT 1 FROM processed_notifications WHERE subscription_id = $1', [sub.subscriptionId])).toHaveLength(0);
      // Four minutes late (a slow provider, clocks apart) is still on time; so is ts in seconds.
      const late = await postNotification(billing, 'sandbox', { dataId: sub.preapprovalId, secret, ts: String(Date.now() - minutes(4)) }).expect(200);
      expect(late.body.outcome).toBe('applied');
      await postNotification(billing, 'sandbox', { dataId: sub.preapprovalId, secret, ts: String(Math.floor(Date.now() / 1000)) }).expect(200);
    });

    it('refuses a captured notification posted again under another id (409); the same delivery again is acknowledged only', async () => {
      const sub = await pendingSubscription();
      await providerSays(sub.preapprovalId, 'authorized', new Date());
      const delivery = { dataId: sub.preapprovalId, secret, requestId: randomUUID(), ts: String(Date.now()), eventId: `evt-${randomUUID()}` };
      expect((await postNotification(billing, 'sandbox', delivery).expect(200)).body.outcome).toBe('applied');

      await providerSays(sub.preapprovalId, 'cancelled', new Date(Date.now() + 1000));
      const again = await postNotification(billing, 'sandbox', delivery).expect(200);
      expect(again.body).toEqual({ received: true, outcome: 'duplicate' });
      const replay = await postNotification(billing, 'sandbox', { ...delivery, eventId: `evt-${randomUUID()}` }).expect(409);
      expect(replay.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'Notificación repetida: su firma ya se usó.' });
      expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('authorized');
      expect(await billing.query('SELECT event_id FROM notification_signatures WHERE event_id = $1', [delivery.eventId])).toHaveLength(1);

      // A new delivery (new request id, new signature) about the same change is applied.
      const fresh = await postNotification(billing, 'sandbox', { dataId: sub.preapprovalId, secret }).expect(200);
      expect(fresh.body.outcome).toBe('applied');
      expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('cancelled');
    });

    it('refuses concurrent copies of one delivery: exactly one is applied', async () => {
      const sub = await pendingSubscription();
      await providerSays(sub.preapprovalId, 'authorized', new Date());
      const delivery = { dataId: sub.preapprovalId, secret, requestId: randomUUID(), ts: String(Date.now()) };
      const answers = await Promise.all(Array.from({ length: 6 }, () => postNotification(billing, 'sandbox', { ...delivery, eventId: `evt-${randomUUID()}` })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      expect(await historyOf(billing, sub.subscriptionId)).toHaveLength(2);
    });

    it('forgets the signature of a delivery that failed, so its retry is not taken for a replay', async () => {
      const delivery = { dataId: 'sbx_doesnotexist', secret, requestId: randomUUID(), ts: String(Date.now()), eventId: `evt-${randomUUID()}` };
      await postNotification(billing, 'sandbox', delivery).expect(400);
      await postNotification(billing, 'sandbox', { ...delivery, eventId: `evt-${randomUUID()}` }).expect(400);
      expect(await billing.query('SELECT 1 FROM notification_signatures WHERE event_id = $1', [delivery.eventId])).toHaveLength(0);
    });

    it('keeps signatures for an hour only', async () => {
      await billing.query(
        `INSERT INTO notification_signatures (provider, signature, event_id, received_at) VALUES ('sandbox', repeat('a', 64), 'evt-viejo', now() - interval '2 hours')`,
      );
      const sub = await pendingSubscription();
      await providerSays(sub.preapprovalId, 'authorized', new Date());
      await postNotification(billing, 'sandbox', { dataId: sub.preapprovalId, secret }).expect(200);
      expect(await billing.query(`SELECT 1 FROM notification_signatures WHERE event_id = 'evt-viejo'`)).toHaveLength(0);
    });
  });
});
