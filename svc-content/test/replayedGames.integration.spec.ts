import type { ChildProjectResponse, ProgressEventResponse } from '@universo/contracts';
import { act, initialSimulator, sell, SIMULATOR_PROBLEMS, simulatorOutcome } from '@universo/game-rules';
import { startTestService, type TestService } from '@universo/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { type EntitlementFixture, startEntitlementFixture } from '../../svc-billing/test/support/entitlementFixture';
import { appModule } from '../src/app.module';
import { ContentConfig } from '../src/config';
import { SIMULATOR } from '../src/magic-zone/data/advancedGames';
import { GENEROUS_AXXON_LIMITS, VALID_PROFILE } from './support/axxonService';

/** A season of the simulator played with the game's own rules on the service's numbers. */
function season(...actions: string[]) {
  let state = initialSimulator(SIMULATOR);
  for (const id of actions) state = sell(SIMULATOR, act(SIMULATOR, state, id));
  return simulatorOutcome(SIMULATOR, { ...state, phase: 'finished' });
}

/**
 * The premium business games report what the child did, and the service recomputes the outcome
 * with @universo/game-rules (the module the games run): the points come from its own table, the
 * best results of "Mi emprendimiento" from its own account.
 */
describe('replayed business games (premium family, real billing)', () => {
  let fixture: EntitlementFixture;
  let service: TestService<ContentConfig>;

  beforeAll(async () => {
    fixture = await startEntitlementFixture();
    service = await startTestService({
      name: 'content_replayed_games',
      schema: ContentConfig,
      module: appModule,
      env: { ...GENEROUS_AXXON_LIMITS, BILLING_URL: fixture.url, ENTITLEMENT_CACHE_SECONDS: '0' },
    });
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    await fixture?.close();
  });

  async function premiumChild(): Promise<{ userId: string; cookie: string }> {
    const { userId, cookie } = await fixture.familyIn('premium');
    await service.http().post('/api/axxon/profile').set('Cookie', cookie!).send(VALID_PROFILE).expect(201);
    await service.http().put('/api/axxon/project').set('Cookie', cookie!).send({ businessName: 'Dulces Sofi' }).expect(200);
    return { userId, cookie: cookie! };
  }

  const record = (cookie: string, event: Record<string, unknown>) =>
    service.http().post('/api/axxon/progress').set('Cookie', cookie).send({ type: 'game_finished', eventId: randomUUID(), ...event });
  const eventsOf = (userId: string) =>
    service.query<{ activity: string; points: number; details: Record<string, unknown> }>('SELECT activity, points, details FROM progress_events WHERE user_id = $1 ORDER BY id', [userId]);
  const bestOf = async (cookie: string) => ((await service.http().get('/api/axxon/project').set('Cookie', cookie).expect(200)).body as ChildProjectResponse).project?.best;

  describe('Simulador de Negocio (no chance: the season’s moves are replayed)', () => {
    it('stores the points and the account the service recomputed, and the best result is its ganancia', async () => {
      const { userId, cookie } = await premiumChild();
      // Buy, advertise, buy, advertise: a season that makes money.
      const good = season('comprar', 'publicidad', 'comprar', 'publicidad');
      expect(good.moves).toBe('0101');
      expect(good.profit).toBeGreaterThan(0);
      const answer = (await record(cookie, { activity: 'simulador', details: { moves: good.moves } }).expect(201)).body as ProgressEventResponse;
      const worth = 20 + Math.min(10, Math.floor(good.score / 3));
      expect(answer).toMatchObject({ recorded: true, pointsAwarded: worth, totalPoints: worth });
      // A losing season (advertising with an empty shelf) is stored as the loss it was.
      await record(cookie, { activity: 'simulador', details: { moves: '1' } }).expect(201);
      const [first, second] = await eventsOf(userId);
      expect(first).toEqual({ activity: 'simulador', points: worth, details: { ...good } });
      expect(second?.details).toMatchObject({ moves: '1', income: 0, costs: 15, profit: -15, score: 0 });
      expect(await bestOf(cookie)).toEqual({ limonada: null, simulador: good.profit });
    });

    it.each([
      ['a forged score', { points: 1000, details: { moves: '0101' } }, SIMULATOR_PROBLEMS.result],
      ['a forged ganancia', { details: { moves: '1', profit: 900 } }, SIMULATOR_PROBLEMS.result],
      ['a forged capital', { details: { moves: '0101', capital: 5000 } }, SIMULATOR_PROBLEMS.result],
      ['an action the capital cannot pay (seven days of "mejorar" from 100 coins)', { details: { moves: '2222222' } }, SIMULATOR_PROBLEMS.unreachable],
      ['an action the game does not have', { details: { moves: '9' } }, SIMULATOR_PROBLEMS.unreachable],
      ['more days than a season has', { details: { moves: '01010101010' } }, SIMULATOR_PROBLEMS.format],
      ['a result without its moves', { points: 64, details: { profit: 64, capital: 164 } }, SIMULATOR_PROBLEMS.format],
    ])('refuses %s with a Spanish 400 and stores nothing', async (_name, event, message) => {
      const { userId, cookie } = await premiumChild();
      const res = await record(cookie, { activity: 'simulador', ...event }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
      expect(await eventsOf(userId)).toEqual([]);
      expect(await bestOf(cookie)).toEqual({ limonada: null, simulador: null });
    });
  });
});
