import type { TestService } from '@universo/service-kit/testing';
import type { ContentConfig } from '../src/config';
import { startContentService, STARTUP_TIMEOUT_MS } from './support/contentService';
import { documentedResponses } from '@universo/openapi/testing';

const TOO_MANY = { statusCode: 429, error: 'Too Many Requests', message: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.' };
const LIMIT = 3;

let n = 0;
const unique = () => (n += 1);
const post = () => ({
  title: `Venta de galletas ${unique()}`,
  description: 'Galletas de avena para el día de la familia.',
  childAge: 7,
  parentEmail: 'mama@example.com',
  imageUrl: null,
});
const contact = () => ({ name: 'Luis', email: 'luis@example.com', subject: 'padre', message: `Una pregunta sobre el plan número ${unique()}.` });

describe('rate limits of the public writes', () => {
  let service: TestService<ContentConfig>;
  // Every answer is checked against svc-content/openapi.json before the test's own expectations.
  const documented = documentedResponses('content');
  const http = () => documented(service.http());

  beforeAll(async () => {
    const limit = String(LIMIT);
    service = await startContentService({
      COMMUNITY_POST_LIMIT: limit,
      CONTACT_MESSAGE_LIMIT: limit,
      NEWSLETTER_SUBSCRIBE_LIMIT: limit,
      NEWSLETTER_LINK_LIMIT: limit,
    });
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await service?.close();
  });

  /** Each case uses its own client address (as the gateway reports it), so the cases do not share budgets. */
  const routes: [string, (ip: string) => Promise<{ status: number; body: unknown; headers: Record<string, string> }>][] = [
    ['POST /api/community', (ip) => http().post('/api/community').set('X-Forwarded-For', ip).send(post())],
    ['POST /api/contact', (ip) => http().post('/api/contact').set('X-Forwarded-For', ip).send(contact())],
    [
      'POST /api/newsletter/subscribe',
      (ip) =>
        http()
          .post('/api/newsletter/subscribe')
          .set('X-Forwarded-For', ip)
          .send({ email: `p${unique()}@example.com` }),
    ],
    [
      'GET /api/newsletter/confirm',
      (ip) =>
        http()
          .get(`/api/newsletter/confirm?token=${'A'.repeat(43)}`)
          .set('X-Forwarded-For', ip)
          .redirects(0),
    ],
    [
      'GET /api/newsletter/unsubscribe',
      (ip) =>
        http()
          .get(`/api/newsletter/unsubscribe?token=${'A'.repeat(43)}`)
          .set('X-Forwarded-For', ip)
          .redirects(0),
    ],
  ];

  it.each(routes.map(([name, call], i) => [name, call, `198.51.100.${i + 1}`] as const))(
    '%s: a Spanish 429 once a client passes the configured limit; other clients are not affected',
    async (_name, call, ip) => {
      for (let i = 0; i < LIMIT; i += 1) expect((await call(ip)).status).toBeLessThan(400);
      const limited = await call(ip);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual(TOO_MANY);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call('198.51.100.200')).status).toBeLessThan(400);
    },
  );

  it('counts bad requests too, so nobody can probe the validation for free', async () => {
    const ip = '198.51.100.50';
    for (let i = 0; i < LIMIT; i += 1) await http().post('/api/contact').set('X-Forwarded-For', ip).send({}).expect(400);
    await http().post('/api/contact').set('X-Forwarded-For', ip).send(contact()).expect(429);
  });

  it('counts each route on its own', async () => {
    const ip = '198.51.100.60';
    for (let i = 0; i < LIMIT; i += 1) await http().post('/api/contact').set('X-Forwarded-For', ip).send(contact()).expect(201);
    await http().post('/api/contact').set('X-Forwarded-For', ip).send(contact()).expect(429);
    await http().post('/api/community').set('X-Forwarded-For', ip).send(post()).expect(201);
  });

  it('counts a logged-in family on its own, not with its network', async () => {
    const ip = '198.51.100.70';
    for (let i = 0; i < LIMIT; i += 1) await http().post('/api/contact').set('X-Forwarded-For', ip).send(contact()).expect(201);
    await http().post('/api/contact').set('X-Forwarded-For', ip).send(contact()).expect(429);
    const cookie = service.sessionCookie({ sub: 'familia-del-colegio' });
    await http().post('/api/contact').set('X-Forwarded-For', ip).set('Cookie', cookie).send(contact()).expect(201);
  });

  it('never limits the reads', async () => {
    const ip = '198.51.100.80';
    for (let i = 0; i < LIMIT * 3; i += 1) {
      await http().get('/api/community').set('X-Forwarded-For', ip).expect(200);
      await http().get('/api/blog').set('X-Forwarded-For', ip).expect(200);
    }
  });
});
