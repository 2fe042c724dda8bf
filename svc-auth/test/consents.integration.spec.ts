import { PRIVACY_NOTICE_VERSION } from '@universo/contracts';
import { CONSENT_MESSAGES } from '../src/consents/consentRules';
import { authSuite } from './support/authSuite';
import { cookieFrom, registrationBody } from './support/registration';

let counter = 0;
function adult(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    ...registrationBody({ username: `adulto_${counter}`, email: `adulto.${counter}@example.com`, firstName: 'Tomás', lastName: 'Ríos', age: 7 }),
    ...overrides,
  };
}

describe('svc-auth: the adult consents at registration', () => {
  const { svc, http } = authSuite({ AUTH_REGISTER_LIMIT_PER_MINUTE: '100' });

  it('records both consents with the notice version and the time of registration', async () => {
    const before = Date.now();
    const body = adult();
    const res = await http().post('/api/auth/register').send(body).expect(201);
    const after = Date.now();
    const rows = await svc.query<{ kind: string; version: string; accepted_at: Date; withdrawn_at: Date | null }>(
      'SELECT kind, version, accepted_at, withdrawn_at FROM consents WHERE user_id = $1 ORDER BY kind',
      [res.body.id],
    );
    expect(rows.map((r) => [r.kind, r.version, r.withdrawn_at])).toEqual([
      ['adult_confirmation', PRIVACY_NOTICE_VERSION, null],
      ['privacy_notice', PRIVACY_NOTICE_VERSION, null],
    ]);
    for (const row of rows) {
      expect(row.accepted_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row.accepted_at.getTime()).toBeLessThanOrEqual(after + 1000);
    }

    const listed = await http().get('/api/auth/consents').set('Cookie', cookieFrom(res)).expect(200);
    expect(listed.body).toEqual([
      { id: expect.any(String), kind: 'adult_confirmation', version: PRIVACY_NOTICE_VERSION, acceptedAt: expect.any(String), withdrawnAt: null },
      { id: expect.any(String), kind: 'privacy_notice', version: PRIVACY_NOTICE_VERSION, acceptedAt: expect.any(String), withdrawnAt: null },
    ]);
    // The consents are the adult's records, not part of the account's public view.
    expect(res.body).not.toHaveProperty('privacyVersion');
  });

  it.each([
    ['without the adult confirmation', { adultConfirmed: undefined }, CONSENT_MESSAGES.adult],
    ['with the adult confirmation false', { adultConfirmed: false }, CONSENT_MESSAGES.adult],
    ['with the adult confirmation as text', { adultConfirmed: 'true' }, CONSENT_MESSAGES.adult],
    ['without accepting the notice', { privacyAccepted: undefined }, CONSENT_MESSAGES.privacy],
    ['with the notice refused', { privacyAccepted: false }, CONSENT_MESSAGES.privacy],
    ['with an old version of the notice', { privacyVersion: '2025-06-01' }, CONSENT_MESSAGES.version],
    ['without the version of the notice', { privacyVersion: undefined }, CONSENT_MESSAGES.version],
  ])('refuses a registration %s with a Spanish 400 and stores nothing', async (_case, overrides, message) => {
    const body = adult(overrides);
    const res = await http().post('/api/auth/register').send(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.message).toContain(message);
    expect(await svc.query('SELECT 1 FROM users WHERE email = $1', [body.email])).toHaveLength(0);
  });

  it('asks a visitor to sign in before listing consents', async () => {
    const res = await http().get('/api/auth/consents').expect(401);
    expect(res.body.message).toBe('No has iniciado sesión');
  });

  it('keeps the consents with the account and removes them with it', async () => {
    const res = await http().post('/api/auth/register').send(adult()).expect(201);
    await svc.query('DELETE FROM users WHERE id = $1', [res.body.id]);
    expect(await svc.query('SELECT 1 FROM consents WHERE user_id = $1', [res.body.id])).toHaveLength(0);
  });
});
