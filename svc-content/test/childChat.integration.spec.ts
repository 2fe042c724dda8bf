import { CHAT_CONSENT_VERSION, type Child, type ChildActivityResponse, type ChildrenResponse, type PlayingChildResponse } from '@universo/contracts';
import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { CHILDREN_MESSAGES } from '../src/children/children.messages';
import { contentWithAuthSuite, registerAdult } from './support/contentWithAuth';
import { LUCIA, MATEO, newFamily, startAxxonService, contentSuite } from './support/axxonService';

describe("chat is a separate consent per child, and the adult reads each child's timeline", () => {
  // Every answer is checked against svc-content/openapi.json before the test's own expectations.
  const { service, http } = contentSuite();

  const add = async (cookie: string, child: object) => (await http().post('/api/children').set('Cookie', cookie).send(child).expect(201)).body as Child;
  const grant = (cookie: string, id: string, body: object = { version: CHAT_CONSENT_VERSION }) =>
    http().post(`/api/children/${id}/chat-consent`).set('Cookie', cookie).send(body);
  const withdraw = (cookie: string, id: string) => http().delete(`/api/children/${id}/chat-consent`).set('Cookie', cookie);
  const playing = async (cookie: string) => ((await http().get('/api/children/playing').set('Cookie', cookie).expect(200)).body as PlayingChildResponse).child;

  it('asks a visitor to sign in', async () => {
    const id = randomUUID();
    for (const answer of [
      await http().get('/api/children/playing'),
      await http().get('/api/children/chat-consents'),
      await http().get(`/api/children/${id}/activity`),
      await http().post(`/api/children/${id}/chat-consent`).send({ version: CHAT_CONSENT_VERSION }),
      await http().delete(`/api/children/${id}/chat-consent`),
    ]) {
      expect(answer.status).toBe(401);
    }
  });

  it('starts with chat off for every child; the adult turns it on for one child only', async () => {
    const { cookie } = newFamily(service);
    const lucia = await add(cookie, LUCIA);
    const mateo = await add(cookie, MATEO);
    expect(lucia.chatConsent).toBeNull();
    expect((await playing(cookie))?.chatConsent).toBeNull();

    const on = (await grant(cookie, mateo.id).expect(200)).body as Child;
    expect(on.chatConsent).toEqual({ version: CHAT_CONSENT_VERSION, grantedAt: expect.any(String) });
    // Turning it on twice keeps the one consent in force.
    expect(((await grant(cookie, mateo.id).expect(200)).body as Child).chatConsent).toEqual(on.chatConsent);

    const family = (await http().get('/api/children').set('Cookie', cookie).expect(200)).body as ChildrenResponse;
    expect(family.children.map((c) => [c.childName, c.chatConsent !== null])).toEqual([
      ['Lucía', false],
      ['Mateo', true],
    ]);
    // Lucía plays: her chat is off. Mateo plays: his is on.
    expect((await playing(cookie))?.id).toBe(lucia.id);
    expect((await playing(cookie))?.chatConsent).toBeNull();
    await http().post(`/api/children/${mateo.id}/play`).set('Cookie', cookie).expect(200);
    expect((await playing(cookie))?.chatConsent?.version).toBe(CHAT_CONSENT_VERSION);
  });

  it('records each consent with its version and time, and keeps withdrawn ones', async () => {
    const { cookie, userId } = newFamily(service);
    const lucia = await add(cookie, LUCIA);
    await grant(cookie, lucia.id).expect(200);
    const off = (await withdraw(cookie, lucia.id).expect(200)).body as Child;
    expect(off.chatConsent).toBeNull();
    // Withdrawing again changes nothing; turning it on again is a new record.
    await withdraw(cookie, lucia.id).expect(200);
    await grant(cookie, lucia.id).expect(200);
    const records = (await http().get('/api/children/chat-consents').set('Cookie', cookie).expect(200)).body as {
      childId: string;
      version: string;
      grantedAt: string;
      withdrawnAt: string | null;
    }[];
    expect(records).toHaveLength(2);
    expect(records[0]).toEqual({ id: expect.any(String), childId: lucia.id, version: CHAT_CONSENT_VERSION, grantedAt: expect.any(String), withdrawnAt: null });
    expect(records[1]!.withdrawnAt).toEqual(expect.any(String));
    const rows = await service.query<{ n: number }>('SELECT count(*)::int AS n FROM child_chat_consents WHERE user_id = $1', [userId]);
    expect(rows[0]!.n).toBe(2);
  });

  it('refuses an old or missing version of the sentence, and unknown fields, with Spanish 400s', async () => {
    const { cookie } = newFamily(service);
    const lucia = await add(cookie, LUCIA);
    const old = await grant(cookie, lucia.id, { version: '2020-01-01' }).expect(400);
    expect(JSON.stringify(old.body)).toContain(CHILDREN_MESSAGES.chatVersion);
    await grant(cookie, lucia.id, {}).expect(400);
    await grant(cookie, lucia.id, { version: CHAT_CONSENT_VERSION, enabled: true }).expect(400);
    await http().post('/api/children/no-es-un-id/chat-consent').set('Cookie', cookie).send({ version: CHAT_CONSENT_VERSION }).expect(400);
    expect((await playing(cookie))?.chatConsent).toBeNull();
  });

  it("answers 404 for another family's child, and changes nothing", async () => {
    const owner = newFamily(service);
    const stranger = newFamily(service);
    const lucia = await add(owner.cookie, LUCIA);
    for (const answer of [
      await grant(stranger.cookie, lucia.id),
      await withdraw(stranger.cookie, lucia.id),
      await http().get(`/api/children/${lucia.id}/activity`).set('Cookie', stranger.cookie),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(CHILDREN_MESSAGES.notFound);
    }
    expect((await playing(owner.cookie))?.chatConsent).toBeNull();
  });

  it("shows each child's timeline: chapters with their titles, games with their results, drawings; newest first", async () => {
    const { cookie } = newFamily(service);
    const lucia = await add(cookie, LUCIA);
    const mateo = await add(cookie, MATEO);
    const progress = (event: object) =>
      http()
        .post('/api/axxon/progress')
        .set('Cookie', cookie)
        .send({ eventId: randomUUID(), ...event })
        .expect(201);
    await progress({ type: 'chapter_read', activity: 'book-1-chapter-1' });
    await progress({ type: 'game_finished', activity: 'gasta-ahorra', points: 30, details: { ahorrado: 30 } });
    await http().post(`/api/children/${mateo.id}/play`).set('Cookie', cookie).expect(200);
    await progress({ type: 'logo_created', activity: 'crea-logo' });

    const hers = (await http().get(`/api/children/${lucia.id}/activity`).set('Cookie', cookie).expect(200)).body as ChildActivityResponse;
    expect(hers.childId).toBe(lucia.id);
    expect(hers.truncated).toBe(false);
    const [chapter] = await service.query<{ title: string; book: string }>(
      'SELECT c.title, b.title AS book FROM chapters c JOIN books b ON b.id = c.book_id WHERE b.id = 1 AND c.number = 1',
    );
    expect(hers.entries.map((e) => e.title)).toEqual(['Jugó a Gasta o Ahorra', `Leyó «${chapter!.title}» (${chapter!.book}, capítulo 1)`]);
    expect(hers.entries[0]).toMatchObject({ kind: 'game_finished', activity: 'gasta-ahorra', points: expect.any(Number), occurredAt: expect.any(String) });

    const his = (await http().get(`/api/children/${mateo.id}/activity`).set('Cookie', cookie).expect(200)).body as ChildActivityResponse;
    expect(his.entries.map((e) => e.kind)).toEqual(['logo_created']);
  });

  it('deleting a child deletes their chat consents too', async () => {
    const { cookie, userId } = newFamily(service);
    const lucia = await add(cookie, LUCIA);
    await grant(cookie, lucia.id).expect(200);
    await http().delete(`/api/children/${lucia.id}`).set('Cookie', cookie).expect(204);
    const rows = await service.query<{ n: number }>('SELECT count(*)::int AS n FROM child_chat_consents WHERE user_id = $1', [userId]);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('an unconfirmed adult cannot turn chat on (real svc-auth)', () => {
  const services = contentWithAuthSuite({ auth: 'auth_chat_consent', content: 'content_chat_consent' });

  it('answers a Spanish 403 until the address is confirmed, then records the consent', async () => {
    const { auth, content } = services;
    const n = randomUUID().slice(0, 8);
    const { id, cookie } = await registerAdult(auth, { username: `chat_${n}`, email: `chat.${n}@example.com`, firstName: 'Julia', lastName: 'Rincón', age: 8 });
    // Confirmed long enough to make the first child, then the address changes state (a test's shortcut).
    await auth.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [id]);
    const family = (await content.http().get('/api/children').set('Cookie', cookie).expect(200)).body as ChildrenResponse;
    const julia = family.children[0]!;
    await auth.query('UPDATE users SET email_confirmed_at = NULL WHERE id = $1', [id]);
    const refused = await content
      .http()
      .post(`/api/children/${julia.id}/chat-consent`)
      .set('Cookie', cookie)
      .send({ version: CHAT_CONSENT_VERSION })
      .expect(403);
    expect(refused.body.message).toBe(CHILDREN_MESSAGES.chatNeedsConfirmation);
    await auth.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [id]);
    const on = await content.http().post(`/api/children/${julia.id}/chat-consent`).set('Cookie', cookie).send({ version: CHAT_CONSENT_VERSION }).expect(200);
    expect(on.body.chatConsent.version).toBe(CHAT_CONSENT_VERSION);
  });
});

describe('deleting a child while svc-chat cannot erase their conversations', () => {
  const { service, http } = contentSuite(async () => {
    // A port nobody listens on: svc-chat is down.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return startAxxonService({ CHAT_URL: `http://127.0.0.1:${port}` });
  });

  it('deletes nothing and answers a Spanish 503, so no conversation outlives its child', async () => {
    const { cookie, userId } = newFamily(service);
    const lucia = (await http().post('/api/children').set('Cookie', cookie).send(LUCIA).expect(201)).body as Child;
    const refused = await http().delete(`/api/children/${lucia.id}`).set('Cookie', cookie).expect(503);
    expect(refused.body.message).toBe(CHILDREN_MESSAGES.chatUnavailable);
    expect(await service.query('SELECT 1 FROM child_profiles WHERE user_id = $1', [userId])).toHaveLength(1);
    // Another family's child is still a 404, before anyone is asked.
    await http().delete(`/api/children/${lucia.id}`).set('Cookie', newFamily(service).cookie).expect(404);
  });
});
