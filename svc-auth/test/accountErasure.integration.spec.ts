import { type AccountExport, CHAT_CONSENT_VERSION, FRESH_SIGN_IN_MINUTES, PRIVACY_NOTICE_VERSION, REAUTH_REQUIRED_MESSAGE } from '@universo/contracts';
import { DAY_MS } from '@universo/service-kit';
import { randomInt, randomUUID } from 'node:crypto';
import { seedFamilyContent } from '../../svc-content/test/support/familyContent';
import { AccountRetention } from '../src/account/accountRetention';
import { type FourServices, scanForNeedles, startFourServices } from './support/fourServices';
import { cookieFrom } from './support/registration';

/** A name nobody else in any seed has: random letters, capitalised. */
function uniqueName(): string {
  const letters = Array.from({ length: 9 }, () => 'bcdfghjklmnpqrstvwxz'[randomInt(20)]! + 'aeiou'[randomInt(5)]!)
    .join('')
    .slice(0, 10);
  return letters[0]!.toUpperCase() + letters.slice(1);
}

interface Family {
  userId: string;
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
  cookie: string;
  childId: string;
  conversationId: string;
  subscriptionId: string;
}

describe("a family's data across the four services: export, deletion, and a scan of every table afterwards", () => {
  let stack: FourServices;
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);

  // Four services with their migrations start in one hook; a scan reads every column of four databases.
  jest.setTimeout(60_000);

  beforeAll(async () => {
    stack = await startFourServices(clock);
  }, 180_000);

  afterAll(() => stack?.close(), 60_000);

  const hasColumn = async (table: string, column: string) =>
    (await stack.auth.query('SELECT 1 FROM information_schema.columns WHERE table_name = $1 AND column_name = $2', [table, column])).length > 0;

  /** A family with something in every service: account and consents, child, progress, drawing, posts, chat, plan. */
  async function familyWithData(): Promise<Family> {
    const firstName = uniqueName();
    const lastName = uniqueName();
    const username = `u${uniqueName().toLowerCase()}`;
    const email = `${username}@example.com`;
    const password = 'una-clave-segura-7';
    const registered = await stack.auth
      .http()
      .post('/api/auth/register')
      .send({ username, email, password, firstName, lastName, age: 8, adultConfirmed: true, privacyAccepted: true, privacyVersion: PRIVACY_NOTICE_VERSION })
      .expect(201);
    const cookie = cookieFrom(registered);
    const userId = registered.body.id as string;
    // The adult confirmed the address (the mail path's link; its own tests cover that step).
    if (await hasColumn('users', 'email_confirmed_at')) {
      await stack.auth.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [userId]);
    }
    const { childId } = await seedFamilyContent(stack.content, { userId, cookie, email, childName: firstName, parentName: `${lastName} Adulta` });
    const conversationId = randomUUID();
    await stack.chat
      .http()
      .post('/api/chat')
      .set('Cookie', cookie)
      .send({ sessionId: conversationId, character: 'francesca', message: `Hola, me llamo ${firstName}` })
      .expect(201);
    const subscription = await stack.billing.http().post('/api/create-subscription').set('Cookie', cookie).send({ currency: 'COP', country: 'CO' }).expect(201);
    return { userId, email, password, username, firstName, lastName, cookie, childId, conversationId, subscriptionId: subscription.body.id as string };
  }

  const needlesOf = (f: Family) => [f.email, f.userId, f.childId, f.firstName, f.lastName, f.username, f.conversationId];

  it('exports one JSON file with every part, to a fresh sign-in only', async () => {
    const f = await familyWithData();
    await stack.auth.http().get('/api/account/export').expect(401);
    const res = await stack.auth.http().get('/api/account/export').set('Cookie', f.cookie).expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="universo-de-francesca-datos-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const file = res.body as AccountExport;
    expect(file.format).toBe('universo-de-francesca/datos-de-la-familia@1');
    expect(file.account).toMatchObject({ user: { id: f.userId, email: f.email, first_name: f.firstName } });
    expect(JSON.stringify(file.account)).not.toMatch(/password|argon|\$2[aby]\$/i);
    expect(file.account.consents).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'privacy_notice', version: PRIVACY_NOTICE_VERSION })]));
    expect(file.content).toMatchObject({
      children: [expect.objectContaining({ id: f.childId, child_name: f.firstName })],
      progress: [expect.objectContaining({ activity: 'gasta-ahorra' })],
      drawings: [expect.objectContaining({ png_base64: expect.any(String) })],
      communityPosts: [expect.objectContaining({ parent_email: f.email })],
      contactMessages: [expect.objectContaining({ email: f.email })],
      newsletter: [expect.objectContaining({ email: f.email })],
    });
    expect(file.chat).toMatchObject({ messages: expect.arrayContaining([expect.objectContaining({ conversation_id: f.conversationId, is_user: true })]) });
    expect(file.billing).toMatchObject({ subscriptions: [expect.objectContaining({ id: f.subscriptionId, status: 'pending' })] });

    // Sixteen minutes later the same session must confirm the password first.
    await stack.auth.query(`UPDATE sessions SET created_at = created_at - interval '${FRESH_SIGN_IN_MINUTES + 1} minutes' WHERE user_id = $1`, [f.userId]);
    const stale = await stack.auth.http().get('/api/account/export').set('Cookie', f.cookie).expect(403);
    expect(stale.body.message).toBe(REAUTH_REQUIRED_MESSAGE);
    await stack.auth.http().post('/api/account/reauth').set('Cookie', f.cookie).send({ password: 'otra-clave' }).expect(403);
    const reauth = await stack.auth.http().post('/api/account/reauth').set('Cookie', f.cookie).send({ password: f.password }).expect(200);
    const fresh = cookieFrom(reauth);
    await stack.auth.http().get('/api/account/export').set('Cookie', f.cookie).expect(401);
    await stack.auth.http().get('/api/account/export').set('Cookie', fresh).expect(200);
  });

  it('deletes one child with their conversations in svc-chat, and nothing of the other child', async () => {
    const f = await familyWithData();
    // A second child, who plays and chats too.
    const second = await stack.content
      .http()
      .post('/api/children')
      .set('Cookie', f.cookie)
      .send({ childName: 'Otro', childAge: 9, learningLevel: 'intermedio', preferredCharacter: 'leo', avatar: 'gato' })
      .expect(201);
    const secondId = second.body.id as string;
    await stack.content.http().post(`/api/children/${secondId}/chat-consent`).set('Cookie', f.cookie).send({ version: CHAT_CONSENT_VERSION }).expect(200);
    await stack.content.http().post(`/api/children/${secondId}/play`).set('Cookie', f.cookie).expect(200);
    await stack.chat
      .http()
      .post('/api/chat')
      .set('Cookie', f.cookie)
      .send({ sessionId: randomUUID(), character: 'francesca', message: 'Hola, soy Otro' })
      .expect(201);
    const countOf = async (childId: string) =>
      (await stack.chat.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE child_profile_id = $1', [childId]))[0]!.n;
    expect(await countOf(f.childId)).toBe(2);
    expect(await countOf(secondId)).toBe(2);

    await stack.content.http().delete(`/api/children/${f.childId}`).set('Cookie', f.cookie).expect(204);
    expect(await countOf(f.childId)).toBe(0);
    expect(await countOf(secondId)).toBe(2);
    expect(await stack.content.query('SELECT 1 FROM child_profiles WHERE id = $1', [f.childId])).toHaveLength(0);
  });

  it('answers 503 and exports nothing when a service cannot give its part', async () => {
    const f = await familyWithData();
    stack.chatSwitch.down = true;
    try {
      const res = await stack.auth.http().get('/api/account/export').set('Cookie', f.cookie).expect(503);
      expect(res.body.message).toMatch(/No pudimos reunir todos tus datos/);
    } finally {
      stack.chatSwitch.down = false;
    }
  });

  it("deletes the family from every database: a scan of every column of every table finds nothing but billing's anonymous records", async () => {
    const f = await familyWithData();
    const other = await familyWithData();
    await stack.auth.http().delete('/api/account').set('Cookie', f.cookie).send({}).expect(400);
    await stack.auth.http().delete('/api/account').set('Cookie', f.cookie).send({ password: 'no-es-esta' }).expect(403);
    await stack.auth.http().delete('/api/account').send({ password: f.password }).expect(401);

    const res = await stack.auth.http().delete('/api/account').set('Cookie', f.cookie).send({ password: f.password }).expect(200);
    expect(res.body).toEqual({ status: 'erased', message: 'Tu cuenta y los datos de tu familia se eliminaron.' });
    expect(String(res.headers['set-cookie'])).toMatch(/uf_session=;.*Max-Age=0/);

    await stack.auth.http().post('/api/auth/login').send({ email: f.email, password: f.password }).expect(401);
    await stack.auth.http().get('/api/auth/user').set('Cookie', f.cookie).expect(401);

    expect(await scanForNeedles(stack.all(), needlesOf(f))).toEqual([]);
    // Billing kept the subscription, cancelled and anonymous.
    expect(await stack.billing.query('SELECT status, user_id FROM subscriptions WHERE id = $1', [f.subscriptionId])).toEqual([
      { status: 'cancelled', user_id: expect.stringMatching(/^erased:/) },
    ]);
    // The scan does find a family that was not deleted (it would catch a forgotten table).
    const found = await scanForNeedles(stack.all(), needlesOf(other));
    for (const table of ['users', 'child_profiles', 'chat_messages', 'subscriptions', 'contact_messages']) {
      expect(found.map((h) => h.table)).toContain(table);
    }
  });

  it("deletes the account at once when a service is down, and finishes that service's part when it is back", async () => {
    const f = await familyWithData();
    stack.chatSwitch.down = true;
    const res = await stack.auth.http().delete('/api/account').set('Cookie', f.cookie).send({ password: f.password }).expect(200);
    expect(res.body.status).toBe('pending');
    expect(res.body.message).toMatch(/terminaremos de borrar/);
    await stack.auth.http().post('/api/auth/login').send({ email: f.email, password: f.password }).expect(401);
    expect(await stack.auth.query('SELECT pending_services, attempts FROM account_erasures WHERE user_id = $1', [f.userId])).toEqual([
      { pending_services: ['chat'], attempts: 1 },
    ]);
    expect(await stack.chat.query('SELECT 1 FROM chat_messages WHERE session_id = $1', [f.conversationId])).not.toEqual([]);

    const retention = stack.auth.app.get(AccountRetention);
    // Not due yet: nothing is retried before the backoff.
    expect((await retention.sweep()).erasuresFinished).toBe(0);
    offsetMs += 2 * 60_000;
    expect((await retention.sweep()).erasuresFinished).toBe(0);
    stack.chatSwitch.down = false;
    offsetMs += 10 * 60_000;
    expect((await retention.sweep()).erasuresFinished).toBe(1);
    expect(await scanForNeedles(stack.all(), needlesOf(f))).toEqual([]);
  });

  it('erases, on schedule, accounts whose address was never confirmed 7 days after registration', async () => {
    const confirmation = await hasColumn('users', 'email_confirmed_at');
    const f = await familyWithData();
    const confirmed = await familyWithData();
    if (confirmation) {
      await stack.auth.query('UPDATE users SET email_confirmed_at = NULL WHERE id = $1', [f.userId]);
      await stack.auth.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [confirmed.userId]);
    }
    const retention = stack.auth.app.get(AccountRetention);
    offsetMs += 6 * DAY_MS;
    expect((await retention.sweep()).unconfirmedAccountsErased).toBe(0);
    offsetMs += DAY_MS + 60_000;
    const outcome = await retention.sweep();
    if (!confirmation) return; // Addresses are confirmed once the mail path lands (email_confirmed_at).
    expect(outcome.unconfirmedAccountsErased).toBeGreaterThanOrEqual(1);
    expect(await scanForNeedles(stack.all(), needlesOf(f))).toEqual([]);
    expect(await stack.auth.query('SELECT 1 FROM users WHERE id = $1', [confirmed.userId])).toHaveLength(1);
  });
  it('deletes password-reset tokens once used or an hour old, on schedule, and keeps the others', async () => {
    const tokens = await stack.auth.query(`SELECT to_regclass('account_tokens') IS NOT NULL AS found`);
    if (!(tokens[0] as { found: boolean }).found) return; // The reset links arrive with the mail path.
    const f = await familyWithData();
    const now = clock();
    const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
    const insert = (purpose: string, createdAt: Date, usedAt: Date | null) =>
      stack.auth.query<{ id: string }>(
        `INSERT INTO account_tokens (user_id, purpose, token_hash, created_at, expires_at, used_at)
         VALUES ($1, $2, $3, $4, $4::timestamptz + interval '1 hour', $5) RETURNING id`,
        [f.userId, purpose, randomUUID().replace(/-/g, '').padEnd(64, '0'), createdAt, usedAt],
      );
    const [used] = await insert('password-reset', minutesAgo(5), minutesAgo(1));
    const [old] = await insert('password-reset', minutesAgo(61), null);
    const [fresh] = await insert('password-reset', minutesAgo(59), null);
    const [confirmation] = await insert('confirm-email', minutesAgo(120), null);
    const outcome = await stack.auth.app.get(AccountRetention).sweep(now);
    expect(outcome.resetTokensDeleted).toBeGreaterThanOrEqual(2);
    const left = (await stack.auth.query<{ id: string }>('SELECT id FROM account_tokens WHERE user_id = $1', [f.userId])).map((r) => r.id);
    expect(left).toEqual(expect.arrayContaining([fresh!.id, confirmation!.id]));
    expect(left).not.toContain(used!.id);
    expect(left).not.toContain(old!.id);
  });
});
