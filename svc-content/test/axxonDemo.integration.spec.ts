import { AXXON_SAMPLE_IDEAS } from '@universo/contracts';
import type { AxxonDemoResponse, ChildDashboard, Reward } from '../src/apiShapes';

import { findActivity } from '../src/learning/domain/activityKeys';
import { contentSuite, newFamily, startAxxonService, VALID_PROFILE } from './support/axxonService';

describe('POST /api/axxon/demo', () => {
  // Every answer is checked against svc-content/openapi.json before the test's own expectations.
  const { service, http } = contentSuite();

  async function demo(body: Record<string, unknown>, cookie?: string): Promise<AxxonDemoResponse> {
    const request = http().post('/api/axxon/demo');
    if (cookie) void request.set('Cookie', cookie);
    return (await request.send(body).expect(200)).body as AxxonDemoResponse;
  }

  it('answers a visitor with the Demo response shape (spec section 3) plus the reasons and one sentence per insight', async () => {
    const answer = await demo({ childName: '  Sofía ', message: 'Quiero vender pulseras de colores a mis amigas por 2000 pesos.' });
    expect(Object.keys(answer).sort()).toEqual(['axxonResponse', 'childName']);
    expect(answer.childName).toBe('Sofía');
    const r = answer.axxonResponse;
    expect(Object.keys(r).sort()).toEqual(['explanations', 'magicInsights', 'message', 'nextSuggestions', 'reasons', 'rewards']);
    expect(Object.keys(r.magicInsights).sort()).toEqual(['businessPotential', 'childEmotion', 'creativityLevel', 'suggestedActivity']);
    expect(r.message).toContain('Sofía');
    expect(r.magicInsights.businessPotential).toBeGreaterThanOrEqual(6);
    expect(Number.isInteger(r.magicInsights.creativityLevel)).toBe(true);
    // One of the activities the service knows, with its own title.
    const suggested = findActivity(r.magicInsights.suggestedActivity.id);
    expect(suggested).toBeDefined();
    expect(r.magicInsights.suggestedActivity.title).toBe(suggested?.title);
    expect(r.rewards.length).toBeGreaterThan(0);
    for (const reward of r.rewards) expect(Object.keys(reward).sort()).toEqual(['description', 'points']);
    expect(r.nextSuggestions.length).toBeGreaterThanOrEqual(2);
    expect(r.nextSuggestions.length).toBeLessThanOrEqual(4);
    expect(r.reasons.businessPotential.join(' ')).toContain('2000 pesos');
    expect(r.explanations.businessPotential).toBe(
      'Tu idea dice qué vendes, a quién y cuánto cobras: eso suma; si dices qué necesitas o quién te ayuda, sumará más.',
    );
  });

  it('scores its own five sample ideas well, each score with its sentence', async () => {
    const answers = [];
    for (const sample of AXXON_SAMPLE_IDEAS) answers.push(await demo({ childName: 'Leo', message: sample.message }));
    for (const { axxonResponse: r } of answers) {
      expect(r.magicInsights.businessPotential).toBeGreaterThanOrEqual(8);
      expect(r.magicInsights.creativityLevel).toBeGreaterThanOrEqual(6);
      for (const sentence of Object.values(r.explanations)) expect(sentence).toMatch(/^\S.*[.!]$/);
    }
    expect(answers[0]?.axxonResponse.magicInsights.suggestedActivity.id).toBe('limonada');
  });

  it('scores a detailed idea above a vague one', async () => {
    const vague = await demo({ childName: 'Ana', message: 'Quiero tener un negocio.' });
    const detailed = await demo({
      childName: 'Ana',
      message: 'Quiero vender galletas de avena a mis vecinos a 1.500 pesos. Primero voy a hornear con mi abuela el sábado.',
    });
    expect(detailed.axxonResponse.magicInsights.businessPotential).toBeGreaterThan(vague.axxonResponse.magicInsights.businessPotential + 5);
  });

  it.each([
    [{ message: 'Quiero vender limonada' }, 'Escribe tu nombre (de 1 a 40 caracteres)'],
    [{ childName: '   ', message: 'Quiero vender limonada' }, 'Escribe tu nombre (de 1 a 40 caracteres)'],
    [{ childName: 'N'.repeat(41), message: 'Quiero vender limonada' }, 'Escribe tu nombre (de 1 a 40 caracteres)'],
    [{ childName: 'Ana', message: ' hi ' }, 'Cuéntale tu idea a AXXON en un mensaje de 3 a 500 caracteres'],
    [{ childName: 'Ana', message: 'x'.repeat(501) }, 'Cuéntale tu idea a AXXON en un mensaje de 3 a 500 caracteres'],
    [{ childName: 'Ana', message: 42 }, 'Cuéntale tu idea a AXXON en un mensaje de 3 a 500 caracteres'],
    [{ childName: 'Ana', message: 'Quiero vender limonada', extra: true }, 'El campo "extra" no está permitido.'],
  ])('answers 400 in Spanish for bad input (%#)', async (body, message) => {
    const res = await http().post('/api/axxon/demo').send(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('accepts the longest message and the screen default name "{name}"', async () => {
    const answer = await demo({ childName: '{name}', message: `Quiero vender limonada. ${'a'.repeat(476)}` });
    expect(answer.childName).toBe('{name}');
  });

  it('records a demo_used event for a logged-in family with a profile, in its character voice', async () => {
    const { userId, cookie } = newFamily(service);
    await http()
      .post('/api/axxon/profile')
      .set('Cookie', cookie)
      .send({ ...VALID_PROFILE, preferredCharacter: 'chispas' })
      .expect(201);
    const answer = await demo({ childName: 'Valentina', message: 'Quiero hacer slime que brilla en la oscuridad' }, cookie);
    expect(answer.axxonResponse.message).toContain('Bzzz');

    const rows = await service.query<{ type: string; activity: string; details: Record<string, unknown> }>(
      'SELECT type, activity, details FROM progress_events WHERE user_id = $1',
      [userId],
    );
    expect(rows).toEqual([
      {
        type: 'demo_used',
        activity: 'axxon-demo',
        details: expect.objectContaining({ creativityLevel: answer.axxonResponse.magicInsights.creativityLevel }),
      },
    ]);
    const dashboard = (await http().get('/api/axxon/dashboard').set('Cookie', cookie).expect(200)).body as ChildDashboard;
    // Asking the demo counts as a session and a reward, but trains no skill (the dashboard counts practice only).
    expect(dashboard.profile.progressTracking.skillsLearned).toEqual([]);
    expect(dashboard.analytics.totalSessions).toBe(1);
    const rewards = (await http().get('/api/axxon/rewards').set('Cookie', cookie).expect(200)).body as Reward[];
    expect(rewards.find((r) => r.id === 'chispa-axxon')?.isUnlocked).toBe(true);
  });

  it("records nothing for a logged-in family without a profile, and answers in Francesca's voice", async () => {
    const { cookie } = newFamily(service);
    const countEvents = async () => Number((await service.query<{ n: string }>('SELECT count(*) AS n FROM progress_events'))[0]?.n);
    const before = await countEvents();
    const answer = await demo({ childName: 'Tomás', message: 'Quiero vender galletas' }, cookie);
    expect(answer.axxonResponse.message).toMatch(/^¡Hola, Tomás!/);
    expect(await countEvents()).toBe(before);
  });
});

describe('POST /api/axxon/demo rate limit', () => {
  // Every answer is checked against svc-content/openapi.json before the test's own expectations.
  const { http } = contentSuite(() => startAxxonService({ AXXON_DEMO_LIMIT_PER_MINUTE: '2' }));

  it('limits a visitor per minute with a Spanish 429', async () => {
    const body = { childName: 'Ana', message: 'Quiero vender limonada' };
    await http().post('/api/axxon/demo').send(body).expect(200);
    await http().post('/api/axxon/demo').send(body).expect(200);
    const res = await http().post('/api/axxon/demo').send(body).expect(429);
    expect(res.body.message).toBe('Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.');
  });
});
