import { type Child, type ChildrenResponse, type DrawingList, type DrawingSummary, MAX_CHILDREN_PER_FAMILY } from '@universo/contracts';
import type { ChildDashboard, Reward } from '../src/apiShapes';
import type { TestService } from '@universo/service-kit/testing';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { type EntitlementFixture, startEntitlementFixture } from '../../svc-billing/test/support/entitlementFixture';
import { CHILDREN_MESSAGES } from '../src/children/children.messages';
import type { ContentConfig } from '../src/config';
import { LEARNING_MESSAGES } from '../src/learning/learning.messages';
import { contentWithAuthSuite, registerAdult } from './support/contentWithAuth';
import { LUCIA, MATEO, newFamily, VALID_PROFILE, contentSuite, startAxxonService } from './support/axxonService';

describe("a family's children (/api/children) and who is playing", () => {
  // Every answer is checked against svc-content/openapi.json before the test's own expectations.
  const { service, http } = contentSuite();

  const list = async (cookie: string): Promise<ChildrenResponse> =>
    (await http().get('/api/children').set('Cookie', cookie).expect(200)).body as ChildrenResponse;
  const add = (cookie: string, child: Record<string, unknown>) => http().post('/api/children').set('Cookie', cookie).send(child);
  const play = (cookie: string, id: string) => http().post(`/api/children/${id}/play`).set('Cookie', cookie);

  it('asks a visitor to sign in on every route', async () => {
    const id = randomUUID();
    for (const answer of [
      await http().get('/api/children'),
      await http().post('/api/children').send(LUCIA),
      await http().patch(`/api/children/${id}`).send({ childAge: 8 }),
      await http().delete(`/api/children/${id}`),
      await http().post(`/api/children/${id}/play`),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Inicia sesión para continuar.');
    }
  });

  it('adds children with the spec profile fields and an avatar; the first one starts playing', async () => {
    const { cookie } = newFamily(service);
    expect(await list(cookie)).toEqual({ children: [], activeChildId: null, maxChildren: MAX_CHILDREN_PER_FAMILY, canAddChildren: true });

    const lucia = (await add(cookie, LUCIA).expect(201)).body as Child;
    expect(lucia).toEqual({ id: expect.any(String), ...LUCIA, createdAt: expect.any(String), updatedAt: expect.any(String), chatConsent: null });
    const mateo = (await add(cookie, { ...MATEO, childAge: '10' }).expect(201)).body as Child;
    expect(mateo.childAge).toBe(10);

    const family = await list(cookie);
    expect(family.children.map((c) => c.childName)).toEqual(['Lucía', 'Mateo']);
    expect(family.activeChildId).toBe(lucia.id);
    expect(family.canAddChildren).toBe(true);
  });

  it('refuses a sixth child with a Spanish 409 and keeps five', async () => {
    const { cookie, userId } = newFamily(service);
    for (let i = 0; i < MAX_CHILDREN_PER_FAMILY; i += 1) await add(cookie, { ...LUCIA, childName: `Niña ${'abcde'[i]}` }).expect(201);
    const sixth = await add(cookie, MATEO).expect(409);
    expect(sixth.body).toEqual({ statusCode: 409, error: 'Conflict', message: CHILDREN_MESSAGES.tooMany });
    expect(sixth.body.message).toBe('Una familia puede tener como máximo 5 perfiles. Borra uno para añadir otro.');
    expect((await list(cookie)).canAddChildren).toBe(false);
    const [row] = await service.query<{ n: number }>('SELECT count(*)::int AS n FROM child_profiles WHERE user_id = $1', [userId]);
    expect(row?.n).toBe(5);
  });

  it('keeps five children even when a family sends many at once', async () => {
    const { cookie, userId } = newFamily(service);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => add(cookie, { ...LUCIA, childName: `Niño ${'abcdefgh'[i]}` })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    const [row] = await service.query<{ n: number }>('SELECT count(*)::int AS n FROM child_profiles WHERE user_id = $1', [userId]);
    expect(row?.n).toBe(5);
  });

  it.each([
    [{ ...LUCIA, childAge: 4 }, LEARNING_MESSAGES.childAge],
    [{ ...LUCIA, childAge: 15 }, LEARNING_MESSAGES.childAge],
    [{ ...LUCIA, childAge: 7.5 }, LEARNING_MESSAGES.childAge],
    [{ ...LUCIA, childName: '  ' }, LEARNING_MESSAGES.childNameRequired],
    [{ ...LUCIA, preferredCharacter: 'don_ramon' }, LEARNING_MESSAGES.preferredCharacter],
    [{ ...LUCIA, avatar: 'foto' }, CHILDREN_MESSAGES.avatar],
    [{ ...LUCIA, avatar: undefined }, CHILDREN_MESSAGES.avatar],
    [{ ...LUCIA, lastName: 'Gómez' }, 'El campo "lastName" no está permitido'],
    [{ ...LUCIA, photoUrl: 'https://example.com/a.png' }, 'El campo "photoUrl" no está permitido'],
    [{ ...LUCIA, email: 'nino@example.com' }, 'El campo "email" no está permitido'],
  ])('refuses bad input with a Spanish 400 and stores nothing (%#)', async (child, message) => {
    const { cookie, userId } = newFamily(service);
    const res = await add(cookie, child).expect(400);
    expect(res.body.message).toContain(message);
    expect(await service.query('SELECT 1 FROM child_profiles WHERE user_id = $1', [userId])).toHaveLength(0);
  });

  it('accepts the profile ages 5 to 14', async () => {
    const { cookie } = newFamily(service);
    await add(cookie, { ...LUCIA, childAge: 5 }).expect(201);
    await add(cookie, { ...LUCIA, childAge: 14 }).expect(201);
  });

  it('changes a child: any field, with the same rules; an empty change is a 400', async () => {
    const { cookie } = newFamily(service);
    const lucia = (await add(cookie, LUCIA).expect(201)).body as Child;
    const changed = (await http().patch(`/api/children/${lucia.id}`).set('Cookie', cookie).send({ childAge: 8, avatar: 'buho' }).expect(200)).body as Child;
    expect(changed).toMatchObject({ id: lucia.id, childName: 'Lucía', childAge: 8, avatar: 'buho' });
    const bad = await http().patch(`/api/children/${lucia.id}`).set('Cookie', cookie).send({ childAge: 30 }).expect(400);
    expect(bad.body.message).toBe(LEARNING_MESSAGES.childAge);
    const empty = await http().patch(`/api/children/${lucia.id}`).set('Cookie', cookie).send({}).expect(400);
    expect(empty.body.message).toBe(CHILDREN_MESSAGES.emptyChange);
  });

  it("answers 404 for another family's child on every route, and changes nothing", async () => {
    const owner = newFamily(service);
    const other = newFamily(service);
    const lucia = (await add(owner.cookie, LUCIA).expect(201)).body as Child;
    await add(other.cookie, MATEO).expect(201);
    for (const answer of [
      await http().patch(`/api/children/${lucia.id}`).set('Cookie', other.cookie).send({ childName: 'Intrusa' }),
      await http().delete(`/api/children/${lucia.id}`).set('Cookie', other.cookie),
      await play(other.cookie, lucia.id),
      await http().patch(`/api/children/${randomUUID()}`).set('Cookie', owner.cookie).send({ childAge: 8 }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(CHILDREN_MESSAGES.notFound);
    }
    expect((await list(owner.cookie)).children).toEqual([lucia]);
    const malformed = await http().delete('/api/children/no-es-un-id').set('Cookie', owner.cookie).expect(400);
    expect(malformed.body.message).toBe(CHILDREN_MESSAGES.childId);
  });

  it('the playing child owns progress, dashboard, rewards and the /api/axxon/profile', async () => {
    const { cookie, userId } = newFamily(service);
    const lucia = (await add(cookie, LUCIA).expect(201)).body as Child;
    const mateo = (await add(cookie, MATEO).expect(201)).body as Child;

    // Lucía is playing: her game counts for her.
    await http()
      .post('/api/axxon/progress')
      .set('Cookie', cookie)
      .send({ type: 'game_finished', activity: 'gasta-ahorra', points: 30, eventId: randomUUID() })
      .expect(201);
    const hers = (await http().get('/api/axxon/dashboard').set('Cookie', cookie).expect(200)).body as ChildDashboard;
    expect(hers.profile.childName).toBe('Lucía');
    expect(hers.progressPercentage).toBeGreaterThan(0);

    // Mateo plays: his own empty dashboard, rewards, and profile.
    const switched = (await play(cookie, mateo.id).expect(200)).body as ChildrenResponse;
    expect(switched.activeChildId).toBe(mateo.id);
    const his = (await http().get('/api/axxon/dashboard').set('Cookie', cookie).expect(200)).body as ChildDashboard;
    expect(his.profile).toMatchObject({ childName: 'Mateo', childAge: 10, preferredCharacter: 'leo' });
    expect(his.currentLevel).toBe(1);
    expect(his.progressPercentage).toBe(0);
    const rewards = (await http().get('/api/axxon/rewards').set('Cookie', cookie).expect(200)).body as Reward[];
    expect(rewards.every((reward) => !reward.isUnlocked)).toBe(true);
    // The spec's profile contract acts on Mateo only.
    const profile = await http()
      .post('/api/axxon/profile')
      .set('Cookie', cookie)
      .send({ ...VALID_PROFILE, childName: 'Mateo José' })
      .expect(200);
    expect(profile.body).toEqual({ ...VALID_PROFILE, childName: 'Mateo José', createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect((await http().get('/api/axxon/profile').set('Cookie', cookie).expect(200)).body.childName).toBe('Mateo José');

    // Back to Lucía: her progress is still hers.
    await play(cookie, lucia.id).expect(200);
    expect((await http().get('/api/axxon/dashboard').set('Cookie', cookie).expect(200)).body).toEqual(hers);
    const rows = await service.query<{ child_profile_id: string }>('SELECT child_profile_id FROM progress_events WHERE user_id = $1', [userId]);
    expect(rows).toEqual([{ child_profile_id: lucia.id }]);
  });

  it('the same eventId counts once per child, not once per family', async () => {
    const { cookie } = newFamily(service);
    await add(cookie, LUCIA).expect(201);
    const mateo = (await add(cookie, MATEO).expect(201)).body as Child;
    const event = { type: 'chapter_read', activity: 'book-1-chapter-1' };
    await http().post('/api/axxon/progress').set('Cookie', cookie).send(event).expect(201);
    await http().post('/api/axxon/progress').set('Cookie', cookie).send(event).expect(200);
    await play(cookie, mateo.id).expect(200);
    await http().post('/api/axxon/progress').set('Cookie', cookie).send(event).expect(201);
  });

  it('deleting a child removes their progress and drawings only; the next child plays', async () => {
    const { cookie, userId } = newFamily(service);
    const lucia = (await add(cookie, LUCIA).expect(201)).body as Child;
    const mateo = (await add(cookie, MATEO).expect(201)).body as Child;
    await http().post('/api/axxon/progress').set('Cookie', cookie).send({ type: 'game_finished', activity: 'gasta-ahorra', points: 10 }).expect(201);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    for (const child of [lucia, mateo]) {
      await service.query('INSERT INTO drawings (owner_user_id, child_profile_id, png, width, height, byte_size) VALUES ($1, $2, $3, 1, 1, $4)', [
        userId,
        child.id,
        png,
        png.length,
      ]);
    }

    await http().delete(`/api/children/${lucia.id}`).set('Cookie', cookie).expect(204);
    expect(await service.query('SELECT 1 FROM progress_events WHERE child_profile_id = $1', [lucia.id])).toHaveLength(0);
    expect(await service.query('SELECT child_profile_id FROM drawings WHERE owner_user_id = $1', [userId])).toEqual([{ child_profile_id: mateo.id }]);
    const family = await list(cookie);
    expect(family.children.map((c) => c.id)).toEqual([mateo.id]);
    expect(family.activeChildId).toBe(mateo.id);
    await http().delete(`/api/children/${lucia.id}`).set('Cookie', cookie).expect(404);
  });

  it('POST /api/axxon/profile still creates the first child of a family without children (201), who plays', async () => {
    const { cookie } = newFamily(service);
    await http().post('/api/axxon/profile').set('Cookie', cookie).send(VALID_PROFILE).expect(201);
    const family = await list(cookie);
    expect(family.children).toEqual([expect.objectContaining({ childName: 'Valentina', avatar: 'estrella' })]);
    expect(family.activeChildId).toBe(family.children[0]!.id);
  });
});

describe('the first child comes from the registration, once the address is confirmed (real svc-auth)', () => {
  const services = contentWithAuthSuite({ auth: 'auth_children', content: 'content_children' });

  function register(firstName: string, age: number): Promise<{ id: string; cookie: string; email: string }> {
    const n = randomUUID().slice(0, 8);
    return registerAdult(services.auth, { username: `familia_${n}`, email: `familia.${n}@example.com`, firstName, lastName: 'Gómez', age });
  }

  async function hasConfirmationColumn(): Promise<boolean> {
    const rows = await services.auth.query("SELECT 1 FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'email_confirmed_at'");
    return rows.length > 0;
  }

  it('a confirmed adult finds the registered child as the first profile, playing, without surname', async () => {
    const adult = await register('Sofía', 9);
    if (await hasConfirmationColumn()) await services.auth.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [adult.id]);
    const family = (await services.content.http().get('/api/children').set('Cookie', adult.cookie).expect(200)).body as ChildrenResponse;
    expect(family.children).toEqual([
      expect.objectContaining({ childName: 'Sofía', childAge: 9, learningLevel: 'principiante', preferredCharacter: 'francesca', avatar: 'estrella' }),
    ]);
    expect(family.activeChildId).toBe(family.children[0]!.id);
    expect(JSON.stringify(family)).not.toContain('Gómez');
    // The adult hears of it, and of every child added later.
    await services.content.http().post('/api/children').set('Cookie', adult.cookie).send(MATEO).expect(201);
    const mails = await services.content.query<{ kind: string; subject: string }>(
      'SELECT kind, subject FROM mail_outbox WHERE to_address = $1 ORDER BY created_at, id',
      [adult.email],
    );
    expect(mails).toEqual([
      { kind: 'child-added', subject: 'Agregaste a Sofía a tu familia en Universo de Francesca' },
      { kind: 'child-added', subject: 'Agregaste a Mateo a tu familia en Universo de Francesca' },
    ]);
    await services.content
      .http()
      .delete(`/api/children/${((await services.content.http().get('/api/children').set('Cookie', adult.cookie)).body as ChildrenResponse).children[1]!.id}`)
      .set('Cookie', adult.cookie)
      .expect(204);
    // Made once: asking again, or after deleting the child, never makes it again.
    await services.content.http().delete(`/api/children/${family.children[0]!.id}`).set('Cookie', adult.cookie).expect(204);
    expect(((await services.content.http().get('/api/children').set('Cookie', adult.cookie).expect(200)).body as ChildrenResponse).children).toEqual([]);
  });

  it("POST /api/axxon/profile right after registering creates the first child (201) with the form's fields", async () => {
    const adult = await register('Martina', 8);
    if (await hasConfirmationColumn()) await services.auth.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [adult.id]);
    const created = await services.content
      .http()
      .post('/api/axxon/profile')
      .set('Cookie', adult.cookie)
      .send({ ...VALID_PROFILE, childName: 'Tini' })
      .expect(201);
    expect(created.body.childName).toBe('Tini');
    await services.content
      .http()
      .post('/api/axxon/profile')
      .set('Cookie', adult.cookie)
      .send({ ...VALID_PROFILE, childName: 'Tini' })
      .expect(200);
    const family = (await services.content.http().get('/api/children').set('Cookie', adult.cookie).expect(200)).body as ChildrenResponse;
    expect(family.children.map((c) => c.childName)).toEqual(['Tini']);
  });

  it('an unconfirmed adult has no child, cannot add one (Spanish 403), and sees it once confirmed', async () => {
    if (!(await hasConfirmationColumn())) {
      // Until svc-auth records address confirmation every account counts as confirmed (see the test above).
      return;
    }
    const adult = await register('Tomás', 6);
    await services.auth.query('UPDATE users SET email_confirmed_at = NULL WHERE id = $1', [adult.id]);
    const before = (await services.content.http().get('/api/children').set('Cookie', adult.cookie).expect(200)).body as ChildrenResponse;
    expect(before).toEqual({ children: [], activeChildId: null, maxChildren: MAX_CHILDREN_PER_FAMILY, canAddChildren: false });
    const refused = await services.content.http().post('/api/children').set('Cookie', adult.cookie).send(LUCIA).expect(403);
    expect(refused.body.message).toBe(CHILDREN_MESSAGES.needsConfirmation);
    await services.content.http().post('/api/axxon/profile').set('Cookie', adult.cookie).send(VALID_PROFILE).expect(403);
    await services.content.http().get('/api/axxon/profile').set('Cookie', adult.cookie).expect(404);

    await services.auth.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [adult.id]);
    const after = (await services.content.http().get('/api/children').set('Cookie', adult.cookie).expect(200)).body as ChildrenResponse;
    expect(after.children.map((c) => [c.childName, c.childAge])).toEqual([['Tomás', 6]]);
    expect(after.canAddChildren).toBe(true);
  });
});

describe('the drawing gallery follows the child who is playing (real billing)', () => {
  let fixture: EntitlementFixture;
  let content: TestService<ContentConfig>;

  beforeAll(async () => {
    fixture = await startEntitlementFixture();
    content = await startAxxonService({ BILLING_URL: fixture.url, ENTITLEMENT_CACHE_SECONDS: '0' }, { name: 'content_children_drawings' });
  }, 90_000);
  afterAll(async () => {
    await content?.close();
    await fixture?.close();
  });

  it('each child sees only their own drawings', async () => {
    const { cookie } = await fixture.familyIn('premium');
    if (!cookie) throw new Error('a premium family has a session');
    const http = () => content.http();
    const lucia = (await http().post('/api/children').set('Cookie', cookie).send(LUCIA).expect(201)).body as Child;
    const mateo = (await http().post('/api/children').set('Cookie', cookie).send(MATEO).expect(201)).body as Child;
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ffcc00' } })
      .png()
      .toBuffer();

    const hers = (await http().post('/api/axxon/drawings').set('Cookie', cookie).set('Content-Type', 'image/png').send(png).expect(201)).body as DrawingSummary;
    await http().post(`/api/children/${mateo.id}/play`).set('Cookie', cookie).expect(200);
    expect(((await http().get('/api/axxon/drawings').set('Cookie', cookie).expect(200)).body as DrawingList).drawings).toEqual([]);
    await http().get(`/api/axxon/drawings/${hers.id}`).set('Cookie', cookie).expect(404);
    const his = (await http().post('/api/axxon/drawings').set('Cookie', cookie).set('Content-Type', 'image/png').send(png).expect(201)).body as DrawingSummary;

    await http().post(`/api/children/${lucia.id}/play`).set('Cookie', cookie).expect(200);
    const listed = (await http().get('/api/axxon/drawings').set('Cookie', cookie).expect(200)).body as DrawingList;
    expect(listed.drawings.map((d) => d.id)).toEqual([hers.id]);
    expect(listed.drawings.map((d) => d.id)).not.toContain(his.id);
  });
});
