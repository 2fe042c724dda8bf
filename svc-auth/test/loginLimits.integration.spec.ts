import { TOO_MANY_REQUESTS_MESSAGE } from '@universo/service-kit';
import type { TestService } from '@universo/service-kit/testing';
import type { AuthConfig } from '../src/config';
import { ACCOUNT_DELAY_MESSAGE, accountLockedMessage } from '../src/loginLimits/accountLoginLimits.service';
import { registrationBody } from './support/registration';
import { startAuthService } from './support/authSuite';

// Short waits so the test runs in seconds: 2 free failures, then 400 ms, 800 ms, 1 s (the maximum), lock at the 5th.
const ENV = {
  AUTH_LOGIN_LIMIT_PER_MINUTE: '5',
  AUTH_REGISTER_LIMIT_PER_MINUTE: '50',
  AUTH_ACCOUNT_FREE_FAILURES: '2',
  AUTH_ACCOUNT_DELAY_BASE_MS: '400',
  AUTH_ACCOUNT_DELAY_MAX_SECONDS: '1',
  AUTH_ACCOUNT_LOCK_AFTER_FAILURES: '5',
  AUTH_ACCOUNT_LOCK_MINUTES: '15',
  MAIL_POLL_INTERVAL_MS: '0',
  PUBLIC_URL: 'https://universo.test',
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function family(name: string, email: string) {
  return registrationBody({ username: name, email, password: 'luna-de-queso-77' });
}

jest.setTimeout(20_000);

describe('svc-auth login limits: per account and per address, shared by two instances on one PostgreSQL', () => {
  let a: TestService<AuthConfig>;
  let b: TestService<AuthConfig>;
  let address = 0;
  /** Each attempt from another client address (a distributed attacker), as the gateway reports it. */
  const nextAddress = (): string => `198.51.100.${(address += 1)}`;

  beforeAll(async () => {
    a = await startAuthService(ENV);
    b = await startAuthService(ENV, a.databaseUrl);
    await a.http().post('/api/auth/register').set('X-Forwarded-For', nextAddress()).send(family('victima', 'victima@example.com')).expect(201);
    await b.http().post('/api/auth/register').set('X-Forwarded-For', nextAddress()).send(family('vecina', 'vecina@example.com')).expect(201);
    await b.http().post('/api/auth/register').set('X-Forwarded-For', nextAddress()).send(family('tercera', 'tercera@example.com')).expect(201);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function attempt(svc: TestService<AuthConfig>, email: string, password = 'no-es-esta') {
    const res = await svc.http().post('/api/auth/login').set('X-Forwarded-For', nextAddress()).send({ email, password });
    return { status: res.status, message: res.body.message as string | undefined, retryAfter: res.headers['retry-after'] as string | undefined };
  }

  /** Failures on one account from ever new addresses, alternating instances. */
  async function hammer(email: string) {
    const seen = [];
    seen.push(await attempt(a, email)); // failure 1, free
    seen.push(await attempt(b, email)); // failure 2, free
    seen.push(await attempt(a, email)); // too soon: the other instance's failures count
    await sleep(450);
    seen.push(await attempt(b, email)); // failure 3
    seen.push(await attempt(a, email)); // too soon again
    await sleep(850);
    seen.push(await attempt(a, email)); // failure 4
    await sleep(1050);
    seen.push(await attempt(b, email)); // failure 5: the lock starts
    seen.push(await attempt(a, email, 'luna-de-queso-77')); // locked, even with the right password
    seen.push(await attempt(b, email, 'luna-de-queso-77'));
    return seen;
  }

  const lockedNoticeCount = async (to: string): Promise<number> =>
    Number((await a.query<{ n: string }>(`SELECT count(*) AS n FROM mail_outbox WHERE kind = 'account-locked' AND to_address = $1`, [to]))[0]?.n);

  it('delays, then locks an account attacked from many addresses, and queues the notice mail once', async () => {
    const seen = await hammer('victima@example.com');
    expect(seen.map((s) => s.status)).toEqual([401, 401, 429, 401, 429, 401, 401, 429, 429]);
    expect(seen[2]).toEqual({ status: 429, message: ACCOUNT_DELAY_MESSAGE, retryAfter: '1' });
    expect(seen[7]).toEqual({ status: 429, message: accountLockedMessage(15), retryAfter: '900' });
    expect(seen[8]?.message).toBe(accountLockedMessage(15));
    expect(await lockedNoticeCount('victima@example.com')).toBe(1);
    const [mail] = await a.query<{ subject: string; text_body: string }>(`SELECT subject, text_body FROM mail_outbox WHERE kind = 'account-locked'`);
    expect(mail?.subject).toBe('Bloqueamos un momento el acceso a tu cuenta de Universo de Francesca');
    expect(mail?.text_body).toContain('durante 15 minutos');
    expect(mail?.text_body).toContain('https://universo.test/recuperar');

    // More attempts during the lock do not queue another notice.
    await attempt(b, 'victima@example.com');
    expect(await lockedNoticeCount('victima@example.com')).toBe(1);
  });

  it('answers an unknown address exactly like a known one, and mails nobody', async () => {
    const [known, unknown] = await Promise.all([hammer('tercera@example.com'), hammer('nadie@example.com')]);
    expect(unknown).toEqual(known);
    expect(unknown.map((s) => s.status)).toEqual([401, 401, 429, 401, 429, 401, 401, 429, 429]);
    expect(await lockedNoticeCount('tercera@example.com')).toBe(1);
    expect(await lockedNoticeCount('nadie@example.com')).toBe(0);
  });

  it('lets other accounts log in on both instances while one is locked', async () => {
    expect((await attempt(a, 'vecina@example.com', 'luna-de-queso-77')).status).toBe(200);
    expect((await attempt(b, 'VECINA@example.com', 'luna-de-queso-77')).status).toBe(200);
    expect((await attempt(a, 'victima@example.com', 'luna-de-queso-77')).status).toBe(429);
  });

  it('ends the lock when the adult sets a new password through the mail link', async () => {
    expect((await attempt(b, 'tercera@example.com', 'luna-de-queso-77')).status).toBe(429);
    await a.http().post('/api/auth/password-reset').set('X-Forwarded-For', nextAddress()).send({ email: 'tercera@example.com' }).expect(202);
    const [mail] = await a.query<{ text_body: string }>(`SELECT text_body FROM mail_outbox WHERE kind = 'password-reset' AND to_address = $1`, [
      'tercera@example.com',
    ]);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? '')?.[1];
    await b.http().post('/api/auth/password-reset/confirm').set('X-Forwarded-For', nextAddress()).send({ token, password: 'sol-de-medianoche-8' }).expect(200);
    expect((await attempt(a, 'tercera@example.com', 'sol-de-medianoche-8')).status).toBe(200);
  });

  it('a success clears the account’s failures', async () => {
    expect((await attempt(a, 'vecina@example.com')).status).toBe(401);
    expect((await attempt(b, 'vecina@example.com')).status).toBe(401);
    // Even the right password waits its turn after the free failures.
    expect((await attempt(a, 'vecina@example.com', 'luna-de-queso-77')).status).toBe(429);
    await sleep(450);
    expect((await attempt(a, 'vecina@example.com', 'luna-de-queso-77')).status).toBe(200);
    // Two more free failures, with no wait between them: the count started again.
    expect((await attempt(b, 'vecina@example.com')).status).toBe(401);
    expect((await attempt(a, 'vecina@example.com')).status).toBe(401);
  });

  it('still limits one address, counted across both instances', async () => {
    const from = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const svc = i % 2 === 0 ? a : b;
      const res = await svc
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', from)
        .send({ email: `alguien${i}@example.com`, password: 'no-es-esta' });
      statuses.push(res.status);
      if (i === 5) expect(res.body.message).toBe(TOO_MANY_REQUESTS_MESSAGE);
    }
    // Three on each instance: only a shared count reaches the limit of five.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
