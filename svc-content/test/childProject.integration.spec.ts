import { CHILD_PROJECT_MESSAGES as PROJECT_MESSAGES, type ChildProjectResponse } from '@universo/contracts';
import { LEMONADE_PROBLEMS } from '@universo/game-rules';
import { randomUUID } from 'node:crypto';
import { LUCIA, MATEO, newFamily, familyWithProfile as familyWithProfileOf, contentSuite } from './support/axxonService';

const PLAN = {
  nombre: 'Limonada Feliz',
  producto: 'limonada fría con hierbabuena',
  problema: 'hace calor en el parque',
  solucion: 'llevo limonada fría',
  clientes: 'las familias del parque',
  precio: '1.000 pesos el vaso',
  meta: 'ahorrar para una bicicleta',
};
const LOGO = { shape: 'estrella', shapeColor: 'verde', icon: 'limon', iconColor: 'amarillo', text: 'Limonada Feliz', textColor: 'blanco' };

describe("The child's business (GET and PUT /api/axxon/project, GET /api/axxon/children/:id/project)", () => {
  // Every answer is checked against svc-content/openapi.json before the test's own expectations.
  const { service, http } = contentSuite();

  const familyWithProfile = () => familyWithProfileOf(service);

  const put = (cookie: string, body: unknown) =>
    http()
      .put('/api/axxon/project')
      .set('Cookie', cookie)
      .send(body as object);
  const rowsOf = (userId: string) => service.query('SELECT business_name, plan, logo FROM child_projects WHERE user_id = $1', [userId]);

  it('keeps the business named in the plan, then its logo, and shows it with the best results of the business games', async () => {
    const { userId, cookie } = await familyWithProfile();
    expect((await http().get('/api/axxon/project').set('Cookie', cookie).expect(200)).body).toEqual({ project: null });

    const planned = (await put(cookie, { plan: PLAN }).expect(200)).body as ChildProjectResponse;
    expect(planned.project).toMatchObject({ businessName: 'Limonada Feliz', plan: PLAN, logo: null, best: { limonada: null, simulador: null } });
    await put(cookie, { logo: LOGO }).expect(200);

    // Three days of the lemonade stand, recomputed by the service: $700, $1.100 and a loss of $1.600.
    const progress = (details: Record<string, unknown>) =>
      http().post('/api/axxon/progress').set('Cookie', cookie).send({ type: 'game_finished', activity: 'limonada', eventId: randomUUID(), details });
    for (const moves of ['5,2,10,300,8', '5,2,10,350,8', '5,2,10,100,1']) await progress({ moves }).expect(201);
    // A profit the browser claims is never a best result: beside the day it is refused, alone too.
    const forged = await progress({ moves: '5,2,10,300,8', profit: 50_000 }).expect(400);
    expect(forged.body.message).toBe(LEMONADE_PROBLEMS.result);
    await progress({ cost: 10, price: 2, cupsSold: 10, profit: 50_000 }).expect(400);
    // The simulator is premium (its events need billing's word): its stored results are written here.
    // A season the service replayed keeps its moves; an older row holds a profit the browser claimed, and does not count.
    await service.query(
      `INSERT INTO progress_events (user_id, child_profile_id, type, activity, points, details)
       SELECT user_id, id, 'game_finished', 'simulador', 20, d::jsonb FROM child_profiles,
              unnest(ARRAY['{"moves": "21", "profit": -20, "income": 40, "costs": 60}', '{"profit": 900}']) AS d
        WHERE user_id = $1`,
      [userId],
    );

    const res = await http().get('/api/axxon/project').set('Cookie', cookie).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toEqual({
      project: { businessName: 'Limonada Feliz', plan: PLAN, logo: LOGO, best: { limonada: 1100, simulador: -20 }, updatedAt: expect.any(String) },
    });
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it('answers 400 in Spanish to a bad part, an unknown field or an empty save, and changes nothing', async () => {
    const { userId, cookie } = await familyWithProfile();
    await put(cookie, { plan: PLAN }).expect(200);
    const cases: [unknown, string][] = [
      [{ businessName: 'x'.repeat(41) }, PROJECT_MESSAGES.businessName],
      [{ businessName: '   ' }, PROJECT_MESSAGES.businessName],
      [{ plan: { nombre: 'Hola', secreto: 'x' } }, PROJECT_MESSAGES.plan],
      [{ plan: { meta: 'x'.repeat(301) } }, PROJECT_MESSAGES.plan],
      [{ logo: { ...LOGO, shape: 'url(javascript:x)' } }, PROJECT_MESSAGES.logo],
      [{ logo: 'estrella' }, PROJECT_MESSAGES.logo],
      [{}, PROJECT_MESSAGES.empty],
    ];
    for (const [body, message] of cases) {
      const res = await put(cookie, body).expect(400);
      expect([res.body.message].flat()).toContain(message);
    }
    const unknown = await put(cookie, { businessName: 'Otro', points: 1000 }).expect(400);
    expect(JSON.stringify(unknown.body.message)).toMatch(/points/);
    expect(await rowsOf(userId)).toEqual([{ business_name: 'Limonada Feliz', plan: PLAN, logo: null }]);
  });

  it('answers 401 to a visitor (their business stays in the browser) and 409 to a family without a child profile', async () => {
    await http().get('/api/axxon/project').expect(401);
    await http().put('/api/axxon/project').send({ businessName: 'Limonada Feliz' }).expect(401);
    const { cookie } = newFamily(service);
    const res = await put(cookie, { businessName: 'Limonada Feliz' }).expect(409);
    expect(res.body.message).toBe(PROJECT_MESSAGES.needsProfile);
  });

  it("keeps one business per child and shows another family's child as a 404", async () => {
    const family = newFamily(service);
    const lucia = (await http().post('/api/children').set('Cookie', family.cookie).send(LUCIA).expect(201)).body as { id: string };
    const mateo = (await http().post('/api/children').set('Cookie', family.cookie).send(MATEO).expect(201)).body as { id: string };
    await http().post(`/api/children/${lucia.id}/play`).set('Cookie', family.cookie).expect(200);
    await put(family.cookie, { businessName: 'Galletas de Lucía' }).expect(200);
    await http().post(`/api/children/${mateo.id}/play`).set('Cookie', family.cookie).expect(200);
    expect((await http().get('/api/axxon/project').set('Cookie', family.cookie).expect(200)).body).toEqual({ project: null });

    const ofLucia = await http().get(`/api/axxon/children/${lucia.id}/project`).set('Cookie', family.cookie).expect(200);
    expect(ofLucia.body.project.businessName).toBe('Galletas de Lucía');

    const stranger = await familyWithProfile();
    const res = await http().get(`/api/axxon/children/${lucia.id}/project`).set('Cookie', stranger.cookie).expect(404);
    expect(res.body.message).toBe('No encontramos ese perfil en tu familia.');
    await http().get(`/api/axxon/children/${randomUUID()}/project`).set('Cookie', stranger.cookie).expect(404);
    const bad = await http().get('/api/axxon/children/not-a-uuid/project').set('Cookie', stranger.cookie).expect(400);
    expect(JSON.stringify(bad.body.message)).toContain('El identificador del perfil no es válido');
  });
});
