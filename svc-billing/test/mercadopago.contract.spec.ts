import { TEST_SESSION_SECRET } from '@universo/service-kit/testing';
import { verifySessionToken } from '@universo/service-kit';
import { parse } from 'cookie';
import { randomUUID } from 'node:crypto';
import { HttpStandIn } from './support/httpStandIn';
import { MercadoPagoStandIn } from './support/mercadoPagoStandIn';
import { type Billing, family, historyOf, postNotification, startBilling, subscriptionRow } from './support/billingTest';

/**
 * CONTRACT TEST. MercadoPago cannot be reached from this machine, so billing runs with
 * PAYMENT_PROVIDER=mercadopago against local stand-ins on 127.0.0.1: one of MercadoPago's
 * documented subscriptions API (support/mercadoPagoStandIn.ts) and one of svc-auth's
 * GET /api/auth/user (for payer_email). The stand-ins check the requests billing makes (access
 * token, body fields) and play MercadoPago's side; notifications carry MercadoPago's x-signature.
 */
const ACCESS_TOKEN = 'APP_USR-1234567890-contract-test';
const WEBHOOK_SECRET = 'mp-webhook-secret-for-the-contract-test';
const PUBLIC_URL = 'https://universo.example.co';

describe('MercadoPago provider (contract test against a local stand-in)', () => {
  let mp: MercadoPagoStandIn;
  let auth: HttpStandIn;
  let billing: Billing;
  let authAnswers: 'user' | 'expired' = 'user';

  beforeAll(async () => {
    mp = await new MercadoPagoStandIn(ACCESS_TOKEN).start();
    auth = await new HttpStandIn((request) => {
      const token = parse(String(request.headers.cookie ?? '')).uf_session;
      const claims = verifySessionToken(token, TEST_SESSION_SECRET);
      if (request.method !== 'GET' || request.path !== '/api/auth/user' || !claims || authAnswers === 'expired') {
        return { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'No has iniciado sesión' } };
      }
      return { status: 200, body: { id: claims.sub, email: `familia.${claims.sub.slice(0, 8)}@example.com`, firstName: 'Lucía', role: 'family' } };
    }).start();
    billing = await startBilling({
      PAYMENT_PROVIDER: 'mercadopago',
      MP_API_URL: mp.url,
      MP_ACCESS_TOKEN: ACCESS_TOKEN,
      MP_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PUBLIC_URL,
      AUTH_URL: auth.url,
      MP_TIMEOUT_MS: '2000',
    });
  });

  afterAll(async () => {
    await billing?.close();
    await mp?.stop();
    await auth?.stop();
  });

  const notify = (preapprovalId: string, options: { secret?: string; eventId?: string | number } = {}) =>
    postNotification(billing, 'mercadopago', {
      dataId: preapprovalId,
      secret: options.secret ?? WEBHOOK_SECRET,
      eventId: options.eventId ?? Date.now() + Math.floor(Math.random() * 1e6),
    });

  async function subscribeAtMercadoPago() {
    const me = family(billing);
    const res = await billing.http().post('/api/create-subscription').set('Cookie', me.cookie).send({ currency: 'COP', country: 'CO' }).expect(201);
    const row = await subscriptionRow(billing, res.body.id as string);
    const [stored] = await billing.query<{ provider_subscription_id: string }>('SELECT provider_subscription_id FROM subscriptions WHERE id = $1', [row.id]);
    return { ...me, subscriptionId: row.id, preapprovalId: stored!.provider_subscription_id, initPoint: res.body.init_point as string };
  }

  it('creates the subscription with POST /preapproval exactly as documented and returns its init_point', async () => {
    const me = family(billing);
    const before = mp.requests.length;
    const res = await billing.http().post('/api/create-subscription').set('Cookie', me.cookie).send({ currency: 'COP', country: 'CO' }).expect(201);

    const authCall = auth.requests.at(-1)!;
    expect(authCall).toMatchObject({ method: 'GET', path: '/api/auth/user' });
    expect(verifySessionToken(parse(String(authCall.headers.cookie)).uf_session, TEST_SESSION_SECRET)?.sub).toBe(me.userId);

    const calls = mp.requests.slice(before);
    expect(calls).toHaveLength(1);
    const [create] = calls;
    expect(create).toMatchObject({ method: 'POST', path: '/preapproval' });
    expect(create!.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(create!.headers['content-type']).toBe('application/json');
    expect(create!.headers['x-idempotency-key']).toBe(res.body.id);
    expect(create!.body).toEqual({
      reason: 'Plan Emprendedor Mágico',
      external_reference: res.body.id,
      payer_email: `familia.${me.userId.slice(0, 8)}@example.com`,
      auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 79900, currency_id: 'COP' },
      back_url: `${PUBLIC_URL}/subscription-success`,
      status: 'pending',
    });

    const [preapproval] = [...mp.preapprovals.values()].filter((p) => p.external_reference === res.body.id);
    expect(res.body).toEqual({ init_point: preapproval!.init_point, id: expect.any(String) });
    const [row] = await billing.query<Record<string, unknown>>(
      'SELECT status, provider, provider_subscription_id, init_point FROM subscriptions WHERE id = $1',
      [res.body.id],
    );
    expect(row).toEqual({ status: 'pending', provider: 'mercadopago', provider_subscription_id: preapproval!.id, init_point: preapproval!.init_point });
  });

  it('applies a signed notification after reading the preapproval back (GET /preapproval/{id})', async () => {
    const sub = await subscribeAtMercadoPago();
    const authorizedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    mp.set(sub.preapprovalId, 'authorized', authorizedAt);
    const before = mp.requests.length;
    const res = await notify(sub.preapprovalId).expect(200);
    expect(res.body).toEqual({ received: true, outcome: 'applied' });
    const [read] = mp.requests.slice(before);
    expect(read).toMatchObject({ method: 'GET', path: `/preapproval/${sub.preapprovalId}` });
    expect(read!.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);

    const row = await subscriptionRow(billing, sub.subscriptionId);
    expect(row).toMatchObject({ status: 'authorized', start_date: authorizedAt, last_event_at: authorizedAt });
    const entitlement = await billing.http().get('/api/billing/entitlement').set('Cookie', sub.cookie).expect(200);
    expect(entitlement.body).toMatchObject({ tier: 'premium', premium: true, status: 'authorized' });
  });

  it('verifies the x-signature before anything else: a forged notification reaches neither MercadoPago nor the database', async () => {
    const sub = await subscribeAtMercadoPago();
    mp.set(sub.preapprovalId, 'authorized', new Date());
    const before = mp.requests.length;
    await notify(sub.preapprovalId, { secret: 'not-the-webhook-secret-of-this-app' }).expect(401);
    await billing
      .http()
      .post(`/api/billing/webhooks/mercadopago?data.id=${sub.preapprovalId}&type=subscription_preapproval`)
      .send({ id: 1, data: { id: sub.preapprovalId } })
      .expect(401);
    expect(mp.requests.length).toBe(before);
    expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('pending');
  });

  it('treats a replayed notification id as one event', async () => {
    const sub = await subscribeAtMercadoPago();
    mp.set(sub.preapprovalId, 'authorized', new Date());
    await notify(sub.preapprovalId, { eventId: 424242 }).expect(200);
    mp.set(sub.preapprovalId, 'paused', new Date(Date.now() + 1000));
    const before = mp.requests.length;
    const replay = await notify(sub.preapprovalId, { eventId: 424242 }).expect(200);
    expect(replay.body.outcome).toBe('duplicate');
    expect(mp.requests.length).toBe(before);
    expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('authorized');
  });

  it('orders events by MercadoPago time: an older state arriving late changes nothing; pause and resume apply', async () => {
    const sub = await subscribeAtMercadoPago();
    const t = Date.now();
    mp.set(sub.preapprovalId, 'authorized', new Date(t + 2_000));
    await notify(sub.preapprovalId).expect(200);
    mp.set(sub.preapprovalId, 'pending', new Date(t + 1_000));
    expect((await notify(sub.preapprovalId).expect(200)).body.outcome).toBe('stale');
    expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('authorized');

    mp.set(sub.preapprovalId, 'paused', new Date(t + 3_000));
    expect((await notify(sub.preapprovalId).expect(200)).body.outcome).toBe('applied');
    const paused = await billing.http().get('/api/billing/entitlement').set('Cookie', sub.cookie).expect(200);
    expect(paused.body).toEqual({ tier: 'free', premium: false, status: 'paused', until: null });

    mp.set(sub.preapprovalId, 'authorized', new Date(t + 4_000));
    expect((await notify(sub.preapprovalId).expect(200)).body.outcome).toBe('applied');
    expect((await historyOf(billing, sub.subscriptionId)).map((h) => h.to_status)).toEqual(['pending', 'authorized', 'paused', 'authorized']);
  });

  it('cancels with PUT /preapproval/{id} {status: cancelled}; a late authorization never revives it', async () => {
    const sub = await subscribeAtMercadoPago();
    mp.set(sub.preapprovalId, 'authorized', new Date());
    await notify(sub.preapprovalId).expect(200);
    const before = mp.requests.length;
    await billing.http().post('/api/billing/cancel').set('Cookie', sub.cookie).expect(200);
    const [put] = mp.requests.slice(before);
    expect(put).toMatchObject({ method: 'PUT', path: `/preapproval/${sub.preapprovalId}`, body: { status: 'cancelled' } });
    expect(put!.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(mp.preapprovals.get(sub.preapprovalId)!.status).toBe('cancelled');
    expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('cancelled');

    // MercadoPago's own notification of the cancellation, then a delayed 'authorized'.
    expect((await notify(sub.preapprovalId).expect(200)).body.outcome).toBe('terminal');
    mp.set(sub.preapprovalId, 'authorized', new Date(Date.now() + 60_000));
    expect((await notify(sub.preapprovalId).expect(200)).body.outcome).toBe('terminal');
    const entitlement = await billing.http().get('/api/billing/entitlement').set('Cookie', sub.cookie).expect(200);
    expect(entitlement.body).toEqual({ tier: 'free', premium: false, status: 'cancelled', until: null });
  });

  it('stores nothing when MercadoPago fails to create the subscription (502), and the family can retry', async () => {
    const me = family(billing);
    mp.failNext = 500;
    const res = await billing.http().post('/api/create-subscription').set('Cookie', me.cookie).send({ currency: 'COP', country: 'CO' }).expect(502);
    expect(res.body.message).toBe('No pudimos comunicarnos con el proveedor de pagos. Inténtalo de nuevo en unos minutos.');
    expect(await billing.query('SELECT 1 FROM subscriptions WHERE user_id = $1', [me.userId])).toHaveLength(0);
    await billing.http().post('/api/create-subscription').set('Cookie', me.cookie).send({ currency: 'COP', country: 'CO' }).expect(201);
  });

  it('keeps the subscription when MercadoPago fails to cancel it (502)', async () => {
    const sub = await subscribeAtMercadoPago();
    mp.set(sub.preapprovalId, 'authorized', new Date());
    await notify(sub.preapprovalId).expect(200);
    mp.failNext = 503;
    await billing.http().post('/api/billing/cancel').set('Cookie', sub.cookie).expect(502);
    expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('authorized');
  });

  it('lets a MercadoPago outage during a notification fail with 502 so MercadoPago retries; the retry applies', async () => {
    const sub = await subscribeAtMercadoPago();
    mp.set(sub.preapprovalId, 'authorized', new Date());
    mp.failNext = 500;
    await notify(sub.preapprovalId, { eventId: 777 }).expect(502);
    expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('pending');
    expect((await notify(sub.preapprovalId, { eventId: 777 }).expect(200)).body.outcome).toBe('applied');
  });

  it('refuses a notification about a preapproval MercadoPago does not know (400)', async () => {
    const res = await notify(randomUUID().replace(/-/g, '')).expect(400);
    expect(res.body.message).toBe('Notificación de una suscripción desconocida.');
  });

  it('stores nothing when svc-auth no longer knows the session (401)', async () => {
    const me = family(billing);
    authAnswers = 'expired';
    try {
      await billing.http().post('/api/create-subscription').set('Cookie', me.cookie).send({ currency: 'COP', country: 'CO' }).expect(401);
    } finally {
      authAnswers = 'user';
    }
    expect(await billing.query('SELECT 1 FROM subscriptions WHERE user_id = $1', [me.userId])).toHaveLength(0);
  });

  it('serves no sandbox with mercadopago configured', async () => {
    const me = family(billing);
    await billing.http().get('/api/billing/sandbox/checkout/sbx_x').set('Cookie', me.cookie).expect(404);
    await postNotification(billing, 'sandbox', { dataId: 'sbx_x', secret: WEBHOOK_SECRET }).expect(404);
  });
  it('refuses a notification signed more than five minutes ago before asking MercadoPago', async () => {
    const sub = await subscribeAtMercadoPago();
    mp.set(sub.preapprovalId, 'authorized', new Date());
    const before = mp.requests.length;
    const stale = await postNotification(billing, 'mercadopago', {
      dataId: sub.preapprovalId,
      secret: WEBHOOK_SECRET,
      ts: String(Date.now() - 6 * 60 * 1000),
    }).expect(401);
    expect(stale.body.message).toBe('Notificación fuera de plazo: se firmó hace más de cinco minutos.');
    expect(mp.requests.length).toBe(before);
    expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('pending');
  });

  it('refuses a replayed signature under another notification id before asking MercadoPago (409)', async () => {
    const sub = await subscribeAtMercadoPago();
    mp.set(sub.preapprovalId, 'authorized', new Date());
    const delivery = { dataId: sub.preapprovalId, secret: WEBHOOK_SECRET, requestId: `req-${Date.now()}`, ts: String(Date.now()), eventId: 818181 };
    await postNotification(billing, 'mercadopago', delivery).expect(200);
    mp.set(sub.preapprovalId, 'cancelled', new Date(Date.now() + 1000));
    const before = mp.requests.length;
    await postNotification(billing, 'mercadopago', { ...delivery, eventId: 818182 }).expect(409);
    expect(mp.requests.length).toBe(before);
    expect((await subscriptionRow(billing, sub.subscriptionId)).status).toBe('authorized');
  });

  it('accepts the retry of the very delivery that failed during a MercadoPago outage', async () => {
    const sub = await subscribeAtMercadoPago();
    mp.set(sub.preapprovalId, 'authorized', new Date());
    const delivery = { dataId: sub.preapprovalId, secret: WEBHOOK_SECRET, requestId: `req-${Date.now()}`, ts: String(Date.now()), eventId: 919191 };
    mp.failNext = 500;
    await postNotification(billing, 'mercadopago', delivery).expect(502);
    expect((await postNotification(billing, 'mercadopago', delivery).expect(200)).body.outcome).toBe('applied');
  });
});
