import type { SubscriptionAccountResponse, SubscriptionStatusResponse } from '../src/apiShapes';
import { startTestService, type TestService } from '@universo/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { appModule } from '../src/app.module';
import { BillingConfig } from '../src/config';
import { subscribe } from './support/billingTest';
import { documentedResponses } from '@universo/openapi/testing';

const HOUR = 3_600_000;

/** A payment left pending unlocks the plan only inside the grace window (billing's clock is injected). */
describe('pending payments and the grace window', () => {
  let billing: TestService<BillingConfig>;
  // Every answer is checked against svc-billing/openapi.json before the test's own expectations.
  const documented = documentedResponses('billing');
  const http = () => documented(billing.http());
  let offset = 0;

  beforeAll(async () => {
    billing = await startTestService({
      name: 'billing_grace',
      schema: BillingConfig,
      module: (config) => appModule(config, { clock: () => new Date(Date.now() + offset) }),
      env: { BILLING_WRITE_LIMIT_PER_MINUTE: '1000', PENDING_GRACE_HOURS: '72' },
    });
  });
  afterAll(() => billing?.close());
  beforeEach(() => {
    offset = 0;
  });

  const read = async (cookie: string) => {
    const status = (await http().get('/api/subscription-status').set('Cookie', cookie).expect(200)).body as SubscriptionStatusResponse;
    const entitlement = (await http().get('/api/billing/entitlement').set('Cookie', cookie).expect(200)).body;
    return { status, entitlement };
  };

  it('is premium inside the window, with its end; expired and free after it; a late payment still activates the plan', async () => {
    const cookie = billing.sessionCookie({ sub: randomUUID() });
    const created = await subscribe(billing, cookie);

    offset = 71 * HOUR;
    const inside = await read(cookie);
    expect(inside.status).toMatchObject({ status: 'pending', premium: true });
    const graceEnd = Date.parse(inside.status.graceEndsAt!);
    expect(graceEnd - (Date.now() + offset)).toBeGreaterThan(0.9 * HOUR);
    expect(graceEnd - (Date.now() + offset)).toBeLessThan(1.1 * HOUR);
    expect(inside.entitlement).toEqual({ tier: 'premium', premium: true, status: 'pending', until: inside.status.graceEndsAt });
    await http().get('/api/billing/entitlement/story-chapters').set('Cookie', cookie).expect(204);

    offset = 73 * HOUR;
    const after = await read(cookie);
    expect(after.status).toMatchObject({ hasSubscription: true, status: 'expired', premium: false, graceEndsAt: null });
    expect(after.entitlement).toEqual({ tier: 'free', premium: false, status: 'expired', until: null });
    const denied = await http().get('/api/billing/entitlement/story-chapters').set('Cookie', cookie).expect(403);
    expect(denied.body).toMatchObject({ statusCode: 403, premiumItem: 'story-chapters' });
    // "Tu pago no se completó": the provider's link still takes the payment.
    const view = (await http().get('/api/billing/subscription').set('Cookie', cookie).expect(200)).body as SubscriptionAccountResponse;
    expect(view).toMatchObject({ status: 'expired', paymentLink: created.init_point, canCancel: true });

    await http().post(`${created.init_point}/approve`).set('Cookie', cookie).type('form').send('').expect(303);
    const paid = await read(cookie);
    expect(paid.status).toMatchObject({ status: 'authorized', premium: true });
    expect(paid.entitlement).toMatchObject({ tier: 'premium', status: 'authorized' });
  });

  it('answers the item check per item, 400 for an unknown item, 403 for visitors', async () => {
    const cookie = billing.sessionCookie({ sub: randomUUID() });
    const res = await http().get('/api/billing/entitlement/parents-blog').set('Cookie', cookie).expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Los artículos exclusivos para padres son parte del Plan Emprendedor Mágico.',
      premiumItem: 'parents-blog',
    });
    await http().get('/api/billing/entitlement/todo-gratis').set('Cookie', cookie).expect(400);
    await http().get('/api/billing/entitlement/characters').expect(403);
  });
});
