import { startTestService, type TestService } from '@universo/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { ENTITLED, type EntitlementFixture, FAMILY_CASES, startEntitlementFixture } from '../../svc-billing/test/support/entitlementFixture';
import { appModule } from '../src/app.module';
import { ChatConfig } from '../src/config';

/** The premium item `characters` against a real svc-billing, for every family state. */
describe('chat and the entitlement table (real billing)', () => {
  let fixture: EntitlementFixture;
  let service: TestService<ChatConfig>;

  beforeAll(async () => {
    fixture = await startEntitlementFixture();
    service = await startTestService({
      name: 'chat_table',
      schema: ChatConfig,
      module: appModule,
      env: { BILLING_URL: fixture.url, ENTITLEMENT_CACHE_SECONDS: '0', CHAT_RATE_LIMIT: '1000', CHAT_SESSION_RATE_LIMIT: '1000' },
    });
  });
  afterAll(async () => {
    await service?.close();
    await fixture?.close();
  });

  const chat = (character: string, cookie: string | undefined) => {
    const req = service.http().post('/api/chat').send({ sessionId: randomUUID(), character, message: '¿cómo ahorro?' });
    return cookie ? req.set('Cookie', cookie) : req;
  };

  it.each(FAMILY_CASES)('%s: Chispas only with the plan; the floating Francesca chat always', async (state) => {
    const { cookie } = await fixture.familyIn(state);
    const premium = await chat('chispas', cookie);
    if (ENTITLED[state]) {
      expect(premium.status).toBe(201);
    } else {
      expect(premium.status).toBe(403);
      expect(premium.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Chatear con Chispas es parte del Plan Emprendedor Mágico.' });
    }
    expect((await chat('francesca', cookie)).status).toBe(201);
  });

  it('a forged cookie or header claiming premium changes nothing', async () => {
    const res = await chat('leo', 'uf_session=premium.forged; premium=true').set('X-Premium', 'true').expect(403);
    expect(res.body.message).toBe('Chatear con Leo es parte del Plan Emprendedor Mágico.');
  });

  it('a pending payment stops unlocking chat when the grace window ends', async () => {
    const { cookie } = await fixture.familyIn('pending-in-grace');
    await chat('sombra', cookie).expect(201);
    fixture.advance(2 * 3_600_000);
    await chat('sombra', cookie).expect(403);
  });
});
