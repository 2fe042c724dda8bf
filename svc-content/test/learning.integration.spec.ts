import type { ChildDashboard, ChildProfileResponse, ProgressEventResponse, Reward } from '../src/apiShapes';

import { randomUUID } from 'node:crypto';
import { SPEND_OR_SAVE_PROBLEMS } from '@universo/game-rules';
import { contentSuite, newFamily, startAxxonService, VALID_PROFILE } from './support/axxonService';

const NO_PROFILE = { statusCode: 404, error: 'Not Found', message: 'Aún no has creado el perfil de tu hijo o hija.' };
const NOT_LOGGED_IN = { statusCode: 401, error: 'Unauthorized', message: 'Inicia sesión para continuar.' };

describe('AXXON learning API (/api/axxon profile, progress, dashboard, rewards)', () => {
  // Every answer is checked against svc-content/openapi.json before the test's own expectations.
  const { service, http } = contentSuite();

  async function familyWithProfile(profile: Record<string, unknown> = VALID_PROFILE): Promise<{ userId: string; cookie: string }> {
    const family = newFamily(service);
    await http().post('/api/axxon/profile').set('Cookie', family.cookie).send(profile).expect(201);
    return family;
  }

  function record(cookie: string, event: Record<string, unknown>) {
    return http().post('/api/axxon/progress').set('Cookie', cookie).send(event);
  }

  async function dashboardOf(cookie: string): Promise<ChildDashboard> {
    return (await http().get('/api/axxon/dashboard').set('Cookie', cookie).expect(200)).body as ChildDashboard;
  }

  async function rewardsOf(cookie: string): Promise<Reward[]> {
    return (await http().get('/api/axxon/rewards').set('Cookie', cookie).expect(200)).body as Reward[];
  }

  describe('login', () => {
    it.each([
      ['post', '/api/axxon/profile'],
      ['get', '/api/axxon/profile'],
      ['post', '/api/axxon/progress'],
      ['get', '/api/axxon/dashboard'],
      ['get', '/api/axxon/rewards'],
    ] as const)('answers 401 JSON to a visitor on %s %s', async (method, path) => {
      const request = method === 'post' ? http().post(path).send(VALID_PROFILE) : http().get(path);
      const res = await request.expect(401);
      expect(res.body).toEqual(NOT_LOGGED_IN);
    });

    it('refuses a session whose user id is not one of svc-auth', async () => {
      const res = await http()
        .get('/api/axxon/dashboard')
        .set('Cookie', service.sessionCookie({ sub: 'not-a-uuid' }))
        .expect(401);
      expect(res.body.message).toBe('Tu sesión no es válida. Vuelve a iniciar sesión.');
    });

    it('answers 401 to an expired session', async () => {
      const cookie = service.sessionCookie({ sub: randomUUID(), exp: Math.floor(Date.now() / 1000) - 10 });
      await http().get('/api/axxon/dashboard').set('Cookie', cookie).expect(401);
    });
  });

  describe('POST /api/axxon/profile', () => {
    it('creates the profile (201), then a second POST updates it (200) and keeps one row', async () => {
      const { userId, cookie } = newFamily(service);
      const created = await http().post('/api/axxon/profile').set('Cookie', cookie).send(VALID_PROFILE).expect(201);
      const first = created.body as ChildProfileResponse;
      expect(Object.keys(first).sort()).toEqual(['childAge', 'childName', 'createdAt', 'learningLevel', 'preferredCharacter', 'updatedAt']);
      expect(first).toMatchObject(VALID_PROFILE);

      const update = { childName: "  María   José D'Angelo-Ruiz ", childAge: 11, learningLevel: 'avanzado', preferredCharacter: 'leo' };
      const updated = (await http().post('/api/axxon/profile').set('Cookie', cookie).send(update).expect(200)).body as ChildProfileResponse;
      expect(updated).toMatchObject({ childName: "María José D'Angelo-Ruiz", childAge: 11, learningLevel: 'avanzado', preferredCharacter: 'leo' });
      expect(updated.createdAt).toBe(first.createdAt);
      expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(first.updatedAt).getTime());

      const rows = await service.query<{ child_name: string }>('SELECT child_name FROM child_profiles WHERE user_id = $1', [userId]);
      expect(rows).toEqual([{ child_name: "María José D'Angelo-Ruiz" }]);
      const read = (await http().get('/api/axxon/profile').set('Cookie', cookie).expect(200)).body as ChildProfileResponse;
      expect(read).toEqual(updated);
    });

    it('accepts the age as the text a select sends ("7") and the spec limits 5 and 14', async () => {
      const { cookie } = newFamily(service);
      const res = await http()
        .post('/api/axxon/profile')
        .set('Cookie', cookie)
        .send({ ...VALID_PROFILE, childAge: '7' })
        .expect(201);
      expect(res.body.childAge).toBe(7);
      await http()
        .post('/api/axxon/profile')
        .set('Cookie', cookie)
        .send({ ...VALID_PROFILE, childAge: 5 })
        .expect(200);
      await http()
        .post('/api/axxon/profile')
        .set('Cookie', cookie)
        .send({ ...VALID_PROFILE, childAge: 14 })
        .expect(200);
    });

    it('keeps each family to its own profile', async () => {
      const a = await familyWithProfile({ ...VALID_PROFILE, childName: 'Ana' });
      const b = await familyWithProfile({ ...VALID_PROFILE, childName: 'Bruno' });
      expect((await dashboardOf(a.cookie)).profile.childName).toBe('Ana');
      expect((await dashboardOf(b.cookie)).profile.childName).toBe('Bruno');
    });

    it.each([
      [{ ...VALID_PROFILE, childName: undefined }, 'Escribe el nombre de tu hijo o hija'],
      [{ ...VALID_PROFILE, childName: '   ' }, 'Escribe el nombre de tu hijo o hija'],
      [{ ...VALID_PROFILE, childName: 'A'.repeat(41) }, 'El nombre puede tener como máximo 40 caracteres'],
      [{ ...VALID_PROFILE, childName: 'Ana<script>' }, 'El nombre solo puede tener letras, espacios, apóstrofos y guiones'],
      [{ ...VALID_PROFILE, childName: 'R2D2' }, 'El nombre solo puede tener letras, espacios, apóstrofos y guiones'],
      [{ ...VALID_PROFILE, childName: 42 }, 'Escribe el nombre de tu hijo o hija'],
      [{ ...VALID_PROFILE, childAge: 4 }, 'La edad debe ser un número entero entre 5 y 14 años'],
      [{ ...VALID_PROFILE, childAge: 15 }, 'La edad debe ser un número entero entre 5 y 14 años'],
      [{ ...VALID_PROFILE, childAge: 7.5 }, 'La edad debe ser un número entero entre 5 y 14 años'],
      [{ ...VALID_PROFILE, childAge: 'siete' }, 'La edad debe ser un número entero entre 5 y 14 años'],
      [{ ...VALID_PROFILE, childAge: null }, 'La edad debe ser un número entero entre 5 y 14 años'],
      [{ ...VALID_PROFILE, learningLevel: 'experto' }, 'Elige un nivel de aprendizaje: principiante, intermedio o avanzado'],
      [{ ...VALID_PROFILE, preferredCharacter: 'don_ramon' }, 'Elige un personaje: Francesca, Chispas, Sombra o Leo'],
      [{ ...VALID_PROFILE, role: 'admin' }, 'El campo "role" no está permitido.'],
    ])('answers 400 with a Spanish message and stores nothing (%#)', async (payload, message) => {
      const { userId, cookie } = newFamily(service);
      const res = await http().post('/api/axxon/profile').set('Cookie', cookie).send(payload).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
      expect(await service.query('SELECT 1 FROM child_profiles WHERE user_id = $1', [userId])).toHaveLength(0);
    });

    it('lists every problem of an empty body, one message per field', async () => {
      const { cookie } = newFamily(service);
      const res = await http().post('/api/axxon/profile').set('Cookie', cookie).send({}).expect(400);
      expect(res.body.message.split('. ')).toHaveLength(4);
    });

    it('keeps the stored profile when an update is invalid', async () => {
      const { cookie } = await familyWithProfile();
      await http()
        .post('/api/axxon/profile')
        .set('Cookie', cookie)
        .send({ ...VALID_PROFILE, childAge: 99 })
        .expect(400);
      expect((await dashboardOf(cookie)).profile).toMatchObject({ childName: 'Valentina', childAge: 8 });
    });
  });

  describe('GET /api/axxon/dashboard and /rewards without a profile', () => {
    it('answers 404 with the message the screen shows before its prompt', async () => {
      const { cookie } = newFamily(service);
      const res = await http().get('/api/axxon/dashboard').set('Cookie', cookie).expect(404);
      expect(res.body).toEqual(NO_PROFILE);
      await http().get('/api/axxon/profile').set('Cookie', cookie).expect(404);
    });

    it('lists every reward locked', async () => {
      const { cookie } = newFamily(service);
      const rewards = await rewardsOf(cookie);
      expect(rewards.length).toBeGreaterThanOrEqual(10);
      for (const reward of rewards) {
        expect(Object.keys(reward).sort()).toEqual(['id', 'isUnlocked', 'rewardDescription', 'rewardTitle', 'unlockedAt']);
        expect(reward).toMatchObject({ isUnlocked: false, unlockedAt: null });
      }
    });
  });

  describe('POST /api/axxon/progress', () => {
    it('needs a profile first: 409 with a Spanish message', async () => {
      const { cookie } = newFamily(service);
      const res = await record(cookie, { type: 'game_finished', activity: 'gasta-ahorra', points: 30 }).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'Primero crea el perfil de tu hijo o hija para guardar su progreso.',
      });
    });

    it.each([
      [{ activity: 'gasta-ahorra' }, 'El tipo de evento debe ser'],
      [{ type: 'game_over', activity: 'gasta-ahorra' }, 'El tipo de evento debe ser'],
      [{ type: 'game_finished' }, 'Indica la actividad del evento'],
      [{ type: 'game_finished', activity: 'tetris' }, 'No conocemos esa actividad de la Zona Mágica'],
      [{ type: 'game_finished', activity: 'crea-logo' }, 'La actividad "crea-logo" no puede registrar un evento game_finished'],
      [{ type: 'logo_created', activity: 'book-1-chapter-1' }, 'no puede registrar un evento logo_created'],
      [{ type: 'chapter_read', activity: 'gasta-ahorra' }, 'La actividad "gasta-ahorra" no puede registrar un evento chapter_read'],
      [{ type: 'chapter_read', activity: 'book-1-chapter-11' }, 'El capítulo debe tener la forma book-<libro>-chapter-<número>'],
      [{ type: 'chapter_read', activity: 'book-01-chapter-1' }, 'El capítulo debe tener la forma'],
      [{ type: 'chapter_read', activity: 'capitulo-1' }, 'El capítulo debe tener la forma'],
      [{ type: 'chapter_read', activity: 'book-5-chapter-8' }, 'No encontramos ese capítulo'],
      [{ type: 'chapter_read', activity: 'book-9-chapter-1' }, 'No encontramos ese capítulo'],
      [{ type: 'game_finished', activity: 'gasta-ahorra', points: 1001 }, 'Los puntos deben ser un número entero entre 0 y 1000'],
      [{ type: 'game_finished', activity: 'gasta-ahorra', points: -1 }, 'Los puntos deben ser un número entero entre 0 y 1000'],
      [{ type: 'game_finished', activity: 'gasta-ahorra', points: 2.5 }, 'Los puntos deben ser'],
      [{ type: 'game_finished', activity: 'gasta-ahorra', points: '30' }, 'Los puntos deben ser'],
      [{ type: 'game_finished', activity: 'gasta-ahorra', eventId: 'abc' }, 'eventId debe ser un UUID'],
      [{ type: 'game_finished', activity: 'gasta-ahorra', details: [1, 2] }, 'details debe ser un objeto plano'],
      [{ type: 'game_finished', activity: 'gasta-ahorra', details: { round: { nested: true } } }, 'details debe ser un objeto plano'],
      [{ type: 'game_finished', activity: 'gasta-ahorra', details: { note: 'x'.repeat(121) } }, 'details debe ser un objeto plano'],
      [
        { type: 'game_finished', activity: 'gasta-ahorra', details: Object.fromEntries(Array.from({ length: 11 }, (_v, i) => [`k${i}`, i])) },
        'details debe ser un objeto plano',
      ],
      [{ type: 'game_finished', activity: 'gasta-ahorra', userId: randomUUID() }, 'El campo "userId" no está permitido.'],
    ])('answers 400 in Spanish and stores nothing (%#)', async (event, message) => {
      const { userId, cookie } = await familyWithProfile();
      const res = await record(cookie, event).expect(400);
      expect(res.body.statusCode).toBe(400);
      expect(res.body.message).toContain(message);
      expect(await service.query('SELECT 1 FROM progress_events WHERE user_id = $1', [userId])).toHaveLength(0);
    });

    it('records an event (201) with what it earned, and the dashboard and rewards follow', async () => {
      const { userId, cookie } = await familyWithProfile();
      const before = await dashboardOf(cookie);
      expect(before).toEqual({
        profile: {
          childName: 'Valentina',
          childAge: 8,
          learningLevel: 'principiante',
          preferredCharacter: 'francesca',
          progressTracking: { businessIdeasCount: 0, skillsLearned: [] },
        },
        currentLevel: 1,
        progressPercentage: 0,
        nextMilestone: 'Te faltan 100 puntos para llegar a Nivel 2: Brote',
        analytics: { totalSessions: 0, topSkills: [] },
      });

      const game = (
        await record(cookie, { type: 'game_finished', activity: 'gasta-ahorra', points: 30, details: { saved: 30, decisions: 6, won: true } }).expect(201)
      ).body as ProgressEventResponse;
      // The client's 30 is ignored (there is no play to replay): the service's table says a game of Gasta o Ahorra is worth 20.
      expect(game).toMatchObject({ recorded: true, pointsAwarded: 20, totalPoints: 20, currentLevel: 1 });
      expect(game.event).toMatchObject({ type: 'game_finished', activity: 'gasta-ahorra', points: 20, eventId: null });
      expect(game.unlockedRewards.map((r) => r.id)).toEqual(['primer-ahorro']);
      expect(game.unlockedRewards[0]?.unlockedAt).toBe(game.event.occurredAt);
      const [stored] = await service.query<{ details: unknown }>('SELECT details FROM progress_events WHERE user_id = $1', [userId]);
      expect(stored?.details).toEqual({ saved: 30, decisions: 6, won: true });

      await record(cookie, { type: 'business_plan_created', activity: 'plan-emprendimiento', details: { plan: 'Limonada Feliz' } }).expect(201);
      const logo = (await record(cookie, { type: 'logo_created', activity: 'crea-logo', details: { name: 'Limonada feliz' } }).expect(201))
        .body as ProgressEventResponse;
      expect(logo.totalPoints).toBe(20 + 40 + 15);
      expect(logo.unlockedRewards.map((r) => r.id)).toEqual(['artista-de-marcas']);
      const challenge = (await record(cookie, { type: 'challenge_completed', activity: 'retos', points: 125 }).expect(201)).body as ProgressEventResponse;
      expect(challenge).toMatchObject({ pointsAwarded: 30, totalPoints: 105, currentLevel: 2 });

      const after = await dashboardOf(cookie);
      expect(after).toEqual({
        profile: {
          ...before.profile,
          progressTracking: {
            // The plan and the logo of "Limonada Feliz" are one idea.
            businessIdeasCount: 1,
            skillsLearned: ['Creatividad', 'Ahorro', 'Trabajo en equipo', 'Toma de decisiones', 'Comunicación', 'Perseverancia'],
          },
        },
        currentLevel: 2,
        progressPercentage: 2,
        nextMilestone: 'Te faltan 245 puntos para llegar a Nivel 3: Árbol de Ideas',
        analytics: { totalSessions: 1, topSkills: ['Creatividad', 'Toma de decisiones', 'Comunicación'] },
      });

      const rewards = await rewardsOf(cookie);
      const unlocked = rewards.filter((r) => r.isUnlocked).map((r) => r.id);
      expect(unlocked).toEqual(['primer-ahorro', 'plan-maestro', 'artista-de-marcas', 'reto-cumplido']);
      expect(rewards.find((r) => r.id === 'primer-ahorro')?.unlockedAt).toBe(game.event.occurredAt);
    });

    it('counts a chapter once however many times it is read', async () => {
      const { userId, cookie } = await familyWithProfile();
      const first = (await record(cookie, { type: 'chapter_read', activity: 'book-1-chapter-1' }).expect(201)).body as ProgressEventResponse;
      expect(first).toMatchObject({ recorded: true, pointsAwarded: 15, totalPoints: 15 });
      expect(first.unlockedRewards.map((r) => r.id)).toEqual(['primera-pagina']);
      const again = (await record(cookie, { type: 'chapter_read', activity: 'book-1-chapter-1', eventId: randomUUID() }).expect(200))
        .body as ProgressEventResponse;
      expect(again).toEqual({ ...first, recorded: false, unlockedRewards: [] });
      expect(await service.query('SELECT 1 FROM progress_events WHERE user_id = $1', [userId])).toHaveLength(1);
      expect((await dashboardOf(cookie)).nextMilestone).toBe('Te faltan 85 puntos para llegar a Nivel 2: Brote');
    });

    it('unlocks Lector Mágico at the fifth distinct chapter', async () => {
      const { cookie } = await familyWithProfile();
      const answers: ProgressEventResponse[] = [];
      for (const chapter of ['book-1-chapter-1', 'book-1-chapter-2', 'book-1-chapter-2', 'book-2-chapter-1', 'book-3-chapter-4', 'book-5-chapter-6']) {
        answers.push((await record(cookie, { type: 'chapter_read', activity: chapter })).body as ProgressEventResponse);
      }
      expect(answers.map((a) => a.recorded)).toEqual([true, true, false, true, true, true]);
      expect(answers.at(-1)?.unlockedRewards.map((r) => r.id)).toEqual(['lector-magico']);
      const lector = (await rewardsOf(cookie)).find((r) => r.id === 'lector-magico');
      expect(lector).toMatchObject({ isUnlocked: true, unlockedAt: answers.at(-1)?.event.occurredAt });
    });

    it('dedupes a retried request by its eventId, even sent at the same time', async () => {
      const { userId, cookie } = await familyWithProfile();
      const eventId = randomUUID();
      const event = { type: 'game_finished', activity: 'limonada', points: 100, eventId };
      const answers = await Promise.all(Array.from({ length: 5 }, () => record(cookie, event)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
      const ids = new Set(answers.map((a) => (a.body as ProgressEventResponse).event.id));
      expect(ids.size).toBe(1);
      expect(answers.every((a) => (a.body as ProgressEventResponse).event.eventId === eventId)).toBe(true);
      expect(await service.query('SELECT 1 FROM progress_events WHERE user_id = $1', [userId])).toHaveLength(1);
      expect((await dashboardOf(cookie)).progressPercentage).toBe(15);

      // The same eventId from another family is that family's own event.
      const other = await familyWithProfile();
      await record(other.cookie, event).expect(201);
    });

    it('counts sessions as Bogotá days and unlocks the 3-day streak at its third day', async () => {
      const { userId, cookie } = await familyWithProfile();
      for (let i = 0; i < 4; i += 1) await record(cookie, { type: 'game_finished', activity: 'gasta-ahorra', points: 0 }).expect(201);
      const ids = (await service.query<{ id: string }>('SELECT id::text AS id FROM progress_events WHERE user_id = $1 ORDER BY id', [userId])).map((r) => r.id);
      // 23:30 and 23:50 in Bogotá on the 1st (04:30Z and 04:50Z on the 2nd), then the 2nd and the 3rd.
      const times = ['2026-03-02T04:30:00Z', '2026-03-02T04:50:00Z', '2026-03-02T15:00:00Z', '2026-03-03T14:00:00Z'];
      for (const [i, id] of ids.entries()) await service.query('UPDATE progress_events SET occurred_at = $1 WHERE id = $2', [times[i], id]);

      const dashboard = await dashboardOf(cookie);
      expect(dashboard.analytics.totalSessions).toBe(3);
      const streak = (await rewardsOf(cookie)).find((r) => r.id === 'racha-3-dias');
      expect(streak).toEqual(expect.objectContaining({ isUnlocked: true, unlockedAt: '2026-03-03T14:00:00.000Z' }));
      // Stable: read again later, the same date.
      expect((await rewardsOf(cookie)).find((r) => r.id === 'racha-3-dias')?.unlockedAt).toBe('2026-03-03T14:00:00.000Z');
    });

    it('keeps a child who sends 50 forged high-score events in ten seconds at the first or second level', async () => {
      const { userId, cookie } = await familyWithProfile();
      const activities = [
        { type: 'game_finished', activity: 'gasta-ahorra' },
        { type: 'game_finished', activity: 'limonada' },
        { type: 'business_plan_created', activity: 'plan-emprendimiento', details: { plan: 'Idea' } },
        { type: 'logo_created', activity: 'crea-logo', details: { name: 'Idea' } },
        { type: 'challenge_completed', activity: 'retos' },
      ];
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 50 }, (_v, i) => record(cookie, { ...activities[i % activities.length], points: 1000 })));
      expect(Date.now() - started).toBeLessThan(10_000);
      // A Gasta o Ahorra score no game can reach is refused; the other activities' claims are ignored.
      expect(answers.filter((a) => a.status === 400).map((a) => a.body.message)).toEqual(Array(10).fill(SPEND_OR_SAVE_PROBLEMS.score));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(40);
      expect(await service.query('SELECT 1 FROM progress_events WHERE user_id = $1 AND points > 40', [userId])).toHaveLength(0);
      const dashboard = await dashboardOf(cookie);
      expect(dashboard.currentLevel).toBeLessThanOrEqual(2);
      const stored = answers.filter((a) => a.status === 201).map((a) => a.body as ProgressEventResponse);
      expect(Math.max(...stored.map((a) => a.totalPoints))).toBeLessThanOrEqual(250);
      // The same day's fourth and later repeats earn nothing and train no skill.
      expect(stored.filter((a) => a.pointsAwarded === 0).length).toBeGreaterThanOrEqual(25);
    });

    // Dealt plays, replayed against the service's own deal: test/dealtPlays.integration.spec.ts.
    it.each([
      ['moves the browser dealt itself', { details: { scenario: 0, moves: '111-111-111', money2: 59, money3: 59 } }, 'envía su playId'],
      ['a score no game can reach, without a play', { points: 34 }, SPEND_OR_SAVE_PROBLEMS.score],
    ])('refuses a Gasta o Ahorra event with %s (400) and stores nothing', async (_name, event, message) => {
      const { userId, cookie } = await familyWithProfile();
      const res = await record(cookie, { type: 'game_finished', activity: 'gasta-ahorra', ...event }).expect(400);
      expect(res.body.message).toContain(message);
      expect(await service.query('SELECT 1 FROM progress_events WHERE user_id = $1', [userId])).toHaveLength(0);
    });

    it('counts an event made offline for the day it happened (occurredAt), within 7 days and not in the future', async () => {
      const { userId, cookie } = await familyWithProfile();
      const day = 24 * 60 * 60 * 1000;
      await record(cookie, { type: 'game_finished', activity: 'limonada' }).expect(201);
      const before = await dashboardOf(cookie);
      const twoDaysAgo = new Date(Date.now() - 2 * day).toISOString();
      const late = (await record(cookie, { type: 'game_finished', activity: 'limonada', occurredAt: twoDaysAgo }).expect(201)).body as ProgressEventResponse;
      expect(late.event.occurredAt).toBe(twoDaysAgo);
      // That day's first play: full points, and today's play keeps what it earned.
      expect(late).toMatchObject({ pointsAwarded: 15, totalPoints: 30 });
      const after = await dashboardOf(cookie);
      expect(after.analytics.totalSessions).toBe(2);
      expect(after.progressPercentage).toBeGreaterThanOrEqual(before.progressPercentage);

      for (const [occurredAt, message] of [
        [new Date(Date.now() + 60 * 60 * 1000).toISOString(), 'La hora del evento (occurredAt) no puede estar en el futuro'],
        [new Date(Date.now() - 8 * day).toISOString(), 'Solo se pueden guardar eventos de los últimos 7 días (occurredAt)'],
        ['ayer', 'occurredAt debe ser una fecha y hora ISO 8601'],
      ] as const) {
        const res = await record(cookie, { type: 'game_finished', activity: 'limonada', occurredAt }).expect(400);
        expect(res.body.message).toContain(message);
      }
      expect(await service.query('SELECT 1 FROM progress_events WHERE user_id = $1', [userId])).toHaveLength(2);
    });

    it("keeps a family's events when its profile is updated", async () => {
      const { cookie } = await familyWithProfile();
      await record(cookie, { type: 'logo_created', activity: 'crea-logo', details: { name: 'Pulseras' } }).expect(201);
      await http()
        .post('/api/axxon/profile')
        .set('Cookie', cookie)
        .send({ ...VALID_PROFILE, childName: 'Valen' })
        .expect(200);
      const dashboard = await dashboardOf(cookie);
      expect(dashboard.profile.childName).toBe('Valen');
      expect(dashboard.profile.progressTracking.businessIdeasCount).toBe(1);
    });
  });
});

describe('AXXON learning API rate limits', () => {
  // Every answer is checked against svc-content/openapi.json before the test's own expectations.
  const { service, http } = contentSuite(() => startAxxonService({ AXXON_PROGRESS_LIMIT_PER_MINUTE: '3', AXXON_PROFILE_LIMIT_PER_MINUTE: '2' }));

  it('limits progress events per family with a Spanish 429, without touching another family', async () => {
    const a = newFamily(service);
    const b = newFamily(service);
    for (const family of [a, b]) await http().post('/api/axxon/profile').set('Cookie', family.cookie).send(VALID_PROFILE).expect(201);
    const event = { type: 'game_finished', activity: 'gasta-ahorra', points: 10 };
    for (let i = 0; i < 3; i += 1) await http().post('/api/axxon/progress').set('Cookie', a.cookie).send(event).expect(201);
    const res = await http().post('/api/axxon/progress').set('Cookie', a.cookie).send(event).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
    });
    await http().post('/api/axxon/progress').set('Cookie', b.cookie).send(event).expect(201);
  });

  it('limits profile writes', async () => {
    const { cookie } = newFamily(service);
    await http().post('/api/axxon/profile').set('Cookie', cookie).send(VALID_PROFILE).expect(201);
    await http().post('/api/axxon/profile').set('Cookie', cookie).send(VALID_PROFILE).expect(200);
    await http().post('/api/axxon/profile').set('Cookie', cookie).send(VALID_PROFILE).expect(429);
  });

  it('does not count reads', async () => {
    const { cookie } = newFamily(service);
    for (let i = 0; i < 6; i += 1) await http().get('/api/axxon/rewards').set('Cookie', cookie).expect(200);
  });
});
