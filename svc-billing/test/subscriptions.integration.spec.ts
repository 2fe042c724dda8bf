import type { SubscriptionAccountResponse } from '../src/apiShapes';
import { NO_SUBSCRIPTION_STATUS } from '../src/subscriptions/domain/subscriptionViews';
import { billingSuite, family, historyOf, subscribe, subscriptionRow } from './support/billingTest';

const SANDBOX_PAGE = /^\/api\/billing\/sandbox\/checkout\/(sbx_[0-9a-f]{32})$/;

describe('subscriptions with the sandbox provider', () => {
  const { billing, http } = billingSuite();

  describe('visitors', () => {
    it.each([
      ['get', '/api/subscription-status'],
      ['get', '/api/billing/subscription'],
      ['post', '/api/create-subscription'],
      ['post', '/api/billing/cancel'],
      ['post', '/api/billing/refund-request'],
    ] as const)('%s %s answers a JSON 401', async (method, path) => {
      const res = await http()[method](path).send({ currency: 'COP', country: 'CO' }).expect(401);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Inicia sesión para continuar.' });
    });

    it('a forged session cookie is a visitor too', async () => {
      await http().get('/api/subscription-status').set('Cookie', 'uf_session=abc.def').expect(401);
      const entitlement = await http().get('/api/billing/entitlement').set('Cookie', 'uf_session=abc.def; premium=true').expect(200);
      expect(entitlement.body).toEqual({ tier: 'visitor', premium: false, status: null, until: null });
    });

    it('tells a visitor its tier, never cached for everyone', async () => {
      const res = await http().get('/api/billing/entitlement').expect(200);
      expect(res.body).toEqual({ tier: 'visitor', premium: false, status: null, until: null });
      expect(res.headers['cache-control']).toBe('private, no-store');
    });
  });

  it('reports no subscription as hasSubscription false with nulls, and no premium', async () => {
    const { cookie } = family(billing);
    const status = await http().get('/api/subscription-status').set('Cookie', cookie).expect(200);
    expect(status.body).toEqual(NO_SUBSCRIPTION_STATUS);
    expect(status.headers['cache-control']).toBe('private, no-store');
    const entitlement = await http().get('/api/billing/entitlement').set('Cookie', cookie).expect(200);
    expect(entitlement.body).toEqual({ tier: 'free', premium: false, status: null, until: null });
    expect(entitlement.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    [{ currency: 'USD', country: 'CO' }, 'pesos colombianos'],
    [{ currency: 'COP', country: 'MX' }, 'Colombia'],
    [{ currency: 'COP' }, 'Colombia'],
    [{}, 'pesos colombianos'],
    [{ currency: 'COP', country: 'CO', amount: 1 }, 'El campo "amount" no está permitido'],
  ])('refuses a create-subscription body other than {currency: COP, country: CO} with a 400 (%#)', async (body, message) => {
    const { cookie, userId } = family(billing);
    const res = await http().post('/api/create-subscription').set('Cookie', cookie).send(body).expect(400);
    expect(res.body.message).toContain(message);
    expect(await billing.query('SELECT 1 FROM subscriptions WHERE user_id = $1', [userId])).toHaveLength(0);
  });

  it('refuses a create-subscription without a body or with broken JSON with a 400', async () => {
    const { cookie } = family(billing);
    await http().post('/api/create-subscription').set('Cookie', cookie).expect(400);
    const broken = await http().post('/api/create-subscription').set('Cookie', cookie).set('content-type', 'application/json').send('{"currency":');
    expect(broken.status).toBe(400);
  });

  describe('create -> pending -> sandbox approval -> authorized', () => {
    let me: { cookie: string; userId: string };
    let subscriptionId: string;
    let checkoutPath: string;

    beforeAll(async () => {
      me = family(billing);
    });

    it('creates a pending subscription and returns a same-site sandbox init_point and our id', async () => {
      const created = await subscribe(billing, me.cookie);
      expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(created.init_point).toMatch(SANDBOX_PAGE);
      subscriptionId = created.id;
      checkoutPath = created.init_point;
      const [row] = await billing.query<Record<string, unknown>>('SELECT * FROM subscriptions WHERE id = $1', [created.id]);
      expect(row).toMatchObject({
        user_id: me.userId,
        plan: 'emprendedor-magico',
        amount: 79900,
        currency: 'COP',
        status: 'pending',
        provider: 'sandbox',
        provider_subscription_id: SANDBOX_PAGE.exec(created.init_point)?.[1],
        start_date: null,
        next_payment_date: null,
      });
      expect(await historyOf(billing, created.id)).toEqual([{ from_status: null, to_status: 'pending', reason: 'created', event_id: null }]);
    });

    it('counts a pending subscription as premium (spec section 4) with no dates yet', async () => {
      const status = await http().get('/api/subscription-status').set('Cookie', me.cookie).expect(200);
      expect(status.body).toMatchObject({
        hasSubscription: true,
        status: 'pending',
        amount: 79900,
        currency: 'COP',
        nextPaymentDate: null,
        startDate: null,
        premium: true,
      });
      expect(Date.parse(status.body.graceEndsAt as string) - Date.now()).toBeGreaterThan(71 * 3600_000);
      const entitlement = await http().get('/api/billing/entitlement').set('Cookie', me.cookie).expect(200);
      expect(entitlement.body).toMatchObject({ tier: 'premium', premium: true, status: 'pending' });
    });

    it('answers a second subscription with a Spanish 409', async () => {
      const res = await http().post('/api/create-subscription').set('Cookie', me.cookie).send({ currency: 'COP', country: 'CO' }).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'Ya tienes una suscripción pendiente de pago. Complétala o cancélala desde tu cuenta.',
      });
      expect(await billing.query('SELECT 1 FROM subscriptions WHERE user_id = $1', [me.userId])).toHaveLength(1);
    });

    it('shows the owner a Spanish test payment page: marked as a test, the plan, the price, two POST buttons, no script', async () => {
      const res = await http().get(checkoutPath).set('Cookie', me.cookie).expect(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      const html = res.text;
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('Pago de prueba — no se cobra dinero real');
      expect(html).toContain('Plan Emprendedor Mágico');
      expect(html).toMatch(/\$\s79\.900 COP/);
      expect(html).toContain(`<form method="post" action="${checkoutPath}/approve">`);
      expect(html).toContain(`<form method="post" action="${checkoutPath}/reject">`);
      expect(html).toContain('>Aprobar pago</button>');
      expect(html).toContain('>Rechazar pago</button>');
      expect(html).not.toMatch(/<script/i);
    });

    it('hides the page and its buttons from everybody else (404), and changes nothing', async () => {
      const stranger = family(billing);
      const page = await http().get(checkoutPath).set('Cookie', stranger.cookie).expect(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.text).toContain('Pago no encontrado');
      await http().get(checkoutPath).expect(404);
      await http().post(`${checkoutPath}/approve`).set('Cookie', stranger.cookie).type('form').send('').expect(404);
      await http().post(`${checkoutPath}/approve`).type('form').send('').expect(404);
      await http().get('/api/billing/sandbox/checkout/sbx_nope').set('Cookie', me.cookie).expect(404);
      expect((await subscriptionRow(billing, subscriptionId)).status).toBe('pending');
    });

    it('refuses the buttons from another site (cross-site form post)', async () => {
      await http().post(`${checkoutPath}/approve`).set('Cookie', me.cookie).set('Origin', 'https://evil.example').type('form').send('').expect(403);
      expect((await subscriptionRow(billing, subscriptionId)).status).toBe('pending');
    });

    it('approving notifies billing through the signed webhook path and redirects (303) to /subscription-success', async () => {
      const before = Date.now();
      const res = await http().post(`${checkoutPath}/approve`).set('Cookie', me.cookie).type('form').send('').expect(303);
      expect(res.headers.location).toBe('/subscription-success');
      const row = await subscriptionRow(billing, subscriptionId);
      expect(row.status).toBe('authorized');
      expect(row.start_date!.getTime()).toBeGreaterThanOrEqual(before - 5);
      expect(row.start_date!.getTime()).toBeLessThanOrEqual(Date.now());
      expect(row.next_payment_date).not.toBeNull();
      const processed = await billing.query<{ provider: string; event_id: string; outcome: string }>(
        'SELECT provider, event_id, outcome FROM processed_notifications WHERE subscription_id = $1',
        [subscriptionId],
      );
      expect(processed).toEqual([{ provider: 'sandbox', event_id: expect.stringMatching(/^sbx-evt-/), outcome: 'applied' }]);
      expect(await historyOf(billing, subscriptionId)).toEqual([
        { from_status: null, to_status: 'pending', reason: 'created', event_id: null },
        { from_status: 'pending', to_status: 'authorized', reason: 'provider_notification', event_id: processed[0]!.event_id },
      ]);
    });

    it('reports the authorized subscription with its start and next charge (start + 1 month), and premium', async () => {
      const res = await http().get('/api/subscription-status').set('Cookie', me.cookie).expect(200);
      const row = await subscriptionRow(billing, subscriptionId);
      expect(res.body).toEqual({
        hasSubscription: true,
        status: 'authorized',
        amount: 79900,
        currency: 'COP',
        startDate: row.start_date!.toISOString(),
        nextPaymentDate: row.next_payment_date!.toISOString(),
        premium: true,
        graceEndsAt: null,
      });
      const days = (row.next_payment_date!.getTime() - row.start_date!.getTime()) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(28);
      expect(days).toBeLessThanOrEqual(31);
      const entitlement = await http().get('/api/billing/entitlement').set('Cookie', me.cookie).expect(200);
      expect(entitlement.body).toMatchObject({ tier: 'premium', premium: true, status: 'authorized' });
    });

    it('treats a second click on the same answer as the same answer, and refuses the other one', async () => {
      const again = await http().post(`${checkoutPath}/approve`).set('Cookie', me.cookie).type('form').send('').expect(303);
      expect(again.headers.location).toBe('/subscription-success');
      const other = await http().post(`${checkoutPath}/reject`).set('Cookie', me.cookie).type('form').send('').expect(409);
      expect(other.text).toContain('ya fue aprobado');
      expect((await subscriptionRow(billing, subscriptionId)).status).toBe('authorized');
      expect(await historyOf(billing, subscriptionId)).toHaveLength(2);
      const page = await http().get(checkoutPath).set('Cookie', me.cookie).expect(200);
      expect(page.text).toContain('ya fue aprobado');
      expect(page.text).not.toContain('Aprobar pago</button>');
    });

    it('shows the account view: status, amount, dates, history and the guarantee window', async () => {
      const res = await http().get('/api/billing/subscription').set('Cookie', me.cookie).expect(200);
      const view = res.body as SubscriptionAccountResponse;
      const row = await subscriptionRow(billing, subscriptionId);
      expect(view).toMatchObject({
        hasSubscription: true,
        id: subscriptionId,
        planName: 'Plan Emprendedor Mágico',
        status: 'authorized',
        amount: 79900,
        currency: 'COP',
        startDate: row.start_date!.toISOString(),
        paymentLink: null,
        canCancel: true,
        guarantee: { days: 30, applies: true, requestedAt: null, endsAt: new Date(row.start_date!.getTime() + 30 * 86_400_000).toISOString() },
      });
      expect(view.history.map((h) => [h.from, h.to, h.reason])).toEqual([
        [null, 'pending', 'created'],
        ['pending', 'authorized', 'provider_notification'],
      ]);
      expect(JSON.stringify(view)).not.toContain('sbx-evt-');
    });

    it('records a guarantee request inside the 30 days, once', async () => {
      const first = await http().post('/api/billing/refund-request').set('Cookie', me.cookie).send({ message: '  No era lo que esperábamos.  ' }).expect(201);
      expect(first.body).toEqual({
        message: 'Recibimos tu solicitud de devolución por la garantía de 30 días. Te escribiremos al correo de tu cuenta para completarla.',
        subscriptionId,
        requestedAt: expect.any(String),
      });
      const again = await http().post('/api/billing/refund-request').set('Cookie', me.cookie).send({}).expect(200);
      expect(again.body).toEqual(first.body);
      const stored = await billing.query<{ message: string; user_id: string }>('SELECT message, user_id FROM refund_requests WHERE subscription_id = $1', [
        subscriptionId,
      ]);
      expect(stored).toEqual([{ message: 'No era lo que esperábamos.', user_id: me.userId }]);
      const view = await http().get('/api/billing/subscription').set('Cookie', me.cookie).expect(200);
      expect(view.body.guarantee.requestedAt).toBe(first.body.requestedAt);
    });

    it('cancels: cancelled with a history row, premium false, no next charge', async () => {
      const res = await http().post('/api/billing/cancel').set('Cookie', me.cookie).expect(200);
      expect(res.body.message).toBe('Tu suscripción fue cancelada. No se harán más cobros.');
      expect(res.body.subscription).toMatchObject({ status: 'cancelled', canCancel: false, nextPaymentDate: null });
      expect((await historyOf(billing, subscriptionId)).at(-1)).toEqual({
        from_status: 'authorized',
        to_status: 'cancelled',
        reason: 'cancelled_by_user',
        event_id: null,
      });
      const entitlement = await http().get('/api/billing/entitlement').set('Cookie', me.cookie).expect(200);
      expect(entitlement.body).toEqual({ tier: 'free', premium: false, status: 'cancelled', until: null });
      const status = await http().get('/api/subscription-status').set('Cookie', me.cookie).expect(200);
      expect(status.body).toMatchObject({ hasSubscription: true, status: 'cancelled', nextPaymentDate: null });
      const [sandboxSide] = await billing.query<{ status: string }>('SELECT status FROM sandbox_preapprovals WHERE external_reference = $1', [subscriptionId]);
      expect(sandboxSide?.status).toBe('cancelled');
    });

    it('answers a cancel without an open subscription with a Spanish 404', async () => {
      const res = await http().post('/api/billing/cancel').set('Cookie', me.cookie).expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No tienes una suscripción activa para cancelar.' });
      const never = family(billing);
      await http().post('/api/billing/cancel').set('Cookie', never.cookie).expect(404);
    });

    it('lets the family subscribe again after cancelling; the latest subscription is the one reported', async () => {
      const second = await subscribe(billing, me.cookie);
      expect(second.id).not.toBe(subscriptionId);
      const status = await http().get('/api/subscription-status').set('Cookie', me.cookie).expect(200);
      expect(status.body.status).toBe('pending');
      const view = await http().get('/api/billing/subscription').set('Cookie', me.cookie).expect(200);
      expect(view.body).toMatchObject({ id: second.id, paymentLink: second.init_point, guarantee: { applies: false, requestedAt: null } });
      await http().post('/api/billing/cancel').set('Cookie', me.cookie).expect(200);
      const page = await http().get(second.init_point).set('Cookie', me.cookie).expect(200);
      expect(page.text).toContain('rechazado o cancelado');
      await http().post(`${second.init_point}/approve`).set('Cookie', me.cookie).type('form').send('').expect(409);
      expect((await subscriptionRow(billing, second.id)).status).toBe('cancelled');
    });
  });

  it('a rejected sandbox payment is rejected (never cancelled): no premium, back to /subscription?pago=rechazado, and a new try is allowed', async () => {
    const me = family(billing);
    const created = await subscribe(billing, me.cookie);
    const res = await http().post(`${created.init_point}/reject`).set('Cookie', me.cookie).type('form').send('').expect(303);
    expect(res.headers.location).toBe('/subscription?pago=rechazado');
    const row = await subscriptionRow(billing, created.id);
    expect(row).toMatchObject({ status: 'rejected', start_date: null, next_payment_date: null });
    expect((await historyOf(billing, created.id)).map((h) => [h.from_status, h.to_status, h.reason])).toEqual([
      [null, 'pending', 'created'],
      ['pending', 'rejected', 'provider_notification'],
    ]);
    const entitlement = await http().get('/api/billing/entitlement').set('Cookie', me.cookie).expect(200);
    expect(entitlement.body).toEqual({ tier: 'free', premium: false, status: 'rejected', until: null });
    const view = await http().get('/api/billing/subscription').set('Cookie', me.cookie).expect(200);
    expect(view.body).toMatchObject({ status: 'rejected', premium: false, paymentLink: null, canCancel: false });
    expect(view.body.history.at(-1)).toMatchObject({ from: 'pending', to: 'rejected' });
    const again = await subscribe(billing, me.cookie);
    expect(again.id).not.toBe(created.id);
  });

  describe('the money-back guarantee', () => {
    async function approvedFamily() {
      const me = family(billing);
      const created = await subscribe(billing, me.cookie);
      await http().post(`${created.init_point}/approve`).set('Cookie', me.cookie).type('form').send('').expect(303);
      return { ...me, subscriptionId: created.id };
    }

    it('refuses a request after 30 days with a clear 409 and stores nothing', async () => {
      const me = await approvedFamily();
      await billing.query(`UPDATE subscriptions SET start_date = now() - interval '31 days' WHERE id = $1`, [me.subscriptionId]);
      const res = await http().post('/api/billing/refund-request').set('Cookie', me.cookie).send({}).expect(409);
      expect(res.body.message).toMatch(/^La garantía de devolución de 30 días terminó el \d{1,2} de [a-z]+ de \d{4}\.$/);
      expect(await billing.query('SELECT 1 FROM refund_requests WHERE subscription_id = $1', [me.subscriptionId])).toHaveLength(0);
      const view = await http().get('/api/billing/subscription').set('Cookie', me.cookie).expect(200);
      expect(view.body.guarantee.applies).toBe(false);
    });

    it('still honours a request made on day 29, also after cancelling', async () => {
      const me = await approvedFamily();
      await billing.query(`UPDATE subscriptions SET start_date = now() - interval '29 days' WHERE id = $1`, [me.subscriptionId]);
      await http().post('/api/billing/cancel').set('Cookie', me.cookie).expect(200);
      await http().post('/api/billing/refund-request').set('Cookie', me.cookie).send({ message: 'Gracias' }).expect(201);
    });

    it('has nothing to refund without a paid subscription (404), and refuses a long message (400)', async () => {
      const me = family(billing);
      const none = await http().post('/api/billing/refund-request').set('Cookie', me.cookie).send({}).expect(404);
      expect(none.body.message).toBe('No encontramos una suscripción pagada a la que aplicar la garantía de 30 días.');
      await subscribe(billing, me.cookie);
      await http().post('/api/billing/refund-request').set('Cookie', me.cookie).send({}).expect(404);
      const approved = await approvedFamily();
      const long = await http()
        .post('/api/billing/refund-request')
        .set('Cookie', approved.cookie)
        .send({ message: 'x'.repeat(501) })
        .expect(400);
      expect(long.body.message).toBe('El mensaje puede tener como máximo 500 caracteres.');
    });
  });

  it('keeps one open subscription per family when two requests race', async () => {
    const me = family(billing);
    const answers = await Promise.all(
      [1, 2, 3].map(() => http().post('/api/create-subscription').set('Cookie', me.cookie).send({ currency: 'COP', country: 'CO' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await billing.query(`SELECT 1 FROM subscriptions WHERE user_id = $1 AND status <> 'cancelled'`, [me.userId])).toHaveLength(1);
  });

  it('answers the entitlement from the (user_id, created_at) index alone', async () => {
    const me = family(billing);
    await subscribe(billing, me.cookie);
    // A test table is tiny, so the planner would rather scan it: ask whether the index can serve the query.
    await billing.query('SET enable_seqscan = off');
    const plan = await billing.query<{ 'QUERY PLAN': string }>('EXPLAIN SELECT status FROM subscriptions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1', [
      me.userId,
    ]);
    await billing.query('RESET enable_seqscan');
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Index Only Scan using subscriptions_user_latest_idx/);
  });

  it('keeps the history append-only', async () => {
    const me = family(billing);
    const created = await subscribe(billing, me.cookie);
    await expect(billing.query(`UPDATE subscription_history SET reason = 'created' WHERE subscription_id = $1`, [created.id])).rejects.toThrow(
      /solo inserción/,
    );
    await expect(billing.query(`DELETE FROM subscription_history WHERE subscription_id = $1`, [created.id])).rejects.toThrow(/solo inserción/);
    expect(await historyOf(billing, created.id)).toHaveLength(1);
  });
});

describe('rate limits on billing writes', () => {
  const { billing, http } = billingSuite({ BILLING_WRITE_LIMIT_PER_MINUTE: '2' });

  it('answers a Spanish 429 once a client exceeds the configured writes per minute on a route; reads stay free', async () => {
    const me = family(billing);
    await http().post('/api/billing/cancel').set('Cookie', me.cookie).expect(404);
    await http().post('/api/billing/cancel').set('Cookie', me.cookie).expect(404);
    const limited = await http().post('/api/billing/cancel').set('Cookie', me.cookie).expect(429);
    expect(limited.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.' });
    for (const _ of [1, 2]) await http().post('/api/create-subscription').set('Cookie', me.cookie).send({ currency: 'USD', country: 'CO' }).expect(400);
    await http().post('/api/create-subscription').set('Cookie', me.cookie).send({ currency: 'COP', country: 'CO' }).expect(429);
    expect(await billing.query('SELECT 1 FROM subscriptions WHERE user_id = $1', [me.userId])).toHaveLength(0);
    for (let i = 0; i < 5; i += 1) await http().get('/api/billing/entitlement').set('Cookie', me.cookie).expect(200);
  });
});
