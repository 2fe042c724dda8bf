import {
  type AdvancedGamesResponse,
  type LibraryResponse,
  type PersonalisedChallengesResponse,
  type PremiumItemId,
  premiumRequiredMessage,
} from '@universo/contracts';
import type { ProgressEventResponse } from '../src/apiShapes';

import { randomUUID } from 'node:crypto';
import { PERSONALISED_CHALLENGES } from '../src/magic-zone/data/personalisedChallenges';
import { ENTITLED, FAMILY_CASES } from '../../svc-billing/test/support/entitlementFixture';
import { billedContentSuite } from './support/billedContent';
import { GENEROUS_AXXON_LIMITS, VALID_PROFILE } from './support/axxonService';

const DOWNLOAD = '/api/axxon/premium/library/tabla-de-ahorro-8-semanas/download';

/** Each premium path, the item that guards it, and a piece of what only an entitled family may read. */
const PREMIUM_CALLS: readonly { path: string; item: PremiumItemId; secret: string }[] = [
  { path: '/api/axxon/premium/advanced-games', item: 'advanced-games', secret: 'Pedacitos de una empresa' },
  { path: '/api/axxon/premium/library', item: 'full-library', secret: 'Anota cuánto ahorras cada semana' },
  { path: DOWNLOAD, item: 'full-library', secret: 'TABLA DE AHORRO DE 8 SEMANAS' },
  { path: '/api/axxon/premium/challenges?age=9', item: 'personalised-challenges', secret: 'Plan de ahorro semanal' },
];

/** The three premium Magic Zone sections: content and rules come from the service, after billing's yes. */
describe('premium Magic Zone sections and the entitlement table (real billing)', () => {
  // Every answer is checked against svc-content/openapi.json before the test's own expectations.
  const { service, http, fixture } = billedContentSuite('content_magic_premium', { ...GENEROUS_AXXON_LIMITS });

  const get = (path: string, cookie: string | undefined) => {
    const req = http().get(path);
    return cookie ? req.set('Cookie', cookie) : req;
  };

  const expectRefused = (res: { status: number; body: unknown; text: string }, item: PremiumItemId, secret: string) => {
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: premiumRequiredMessage(item), premiumItem: item });
    expect(res.text).not.toContain(secret);
  };

  describe.each(FAMILY_CASES)('%s', (state) => {
    let cookie: string | undefined;
    beforeAll(async () => {
      ({ cookie } = await fixture.familyIn(state));
    });

    it(`${ENTITLED[state] ? 'gets' : 'is refused'} every premium section, never kept by a shared cache`, async () => {
      for (const { path, item, secret } of PREMIUM_CALLS) {
        const res = await get(path, cookie);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.headers.vary).toBe('Cookie');
        if (ENTITLED[state]) {
          expect(res.status).toBe(200);
          expect(res.text).toContain(secret);
        } else {
          expectRefused(res, item, secret);
        }
      }
    });

    if (ENTITLED[state]) {
      it('gets the advanced games with their texts and the spec’s numbers', async () => {
        const games = (await get('/api/axxon/premium/advanced-games', cookie).expect(200)).body as AdvancedGamesResponse;
        expect(games.games.map((g) => g.id)).toEqual(['simulador', 'inversion', 'estrategia']);
        expect(games.simulator.rules).toMatchObject({ startCapital: 100, salePrice: 8 });
        expect(games.simulator.actions.map((a) => a.cost)).toEqual([20, 15, 30]);
        expect(games.investment.assets.map((a) => [a.startPrice, a.volatility])).toEqual([
          [10, 0.3],
          [15, 0.1],
          [25, 0.5],
        ]);
        expect(games.market.rules.competitorStarts).toEqual([95, 90, 85]);
        expect(games.market.strategies.map((s) => [s.player, s.competitors])).toEqual([
          [15, -5],
          [20, -2],
          [12, -3],
          [18, 2],
        ]);
      });

      it('gets the library’s 4 categories of 5 printables and downloads each one as a file', async () => {
        const library = (await get('/api/axxon/premium/library', cookie).expect(200)).body as LibraryResponse;
        expect(library.categories.map((c) => c.resources.length)).toEqual([5, 5, 5, 5]);
        const resources = library.categories.flatMap((c) => c.resources);
        for (const resource of resources) {
          const file = await get(resource.downloadUrl, cookie).buffer(true).expect(200);
          expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
          expect(file.headers['content-disposition']).toBe(`attachment; filename="${resource.fileName}"`);
          expect(file.headers['cache-control']).toBe('private, no-store');
          expect(file.text.startsWith('\ufeff')).toBe(true);
          expect(file.text).toContain(resource.title.toUpperCase());
          expect(file.text).toContain('Universo de Francesca · Biblioteca de la Zona Mágica\r\n');
        }
      });

      it('gets three challenges for each age with the points of its band', async () => {
        const points = async (age: number) =>
          ((await get(`/api/axxon/premium/challenges?age=${age}`, cookie).expect(200)).body as PersonalisedChallengesResponse).challenges.map((c) => c.points);
        expect(await points(6)).toEqual([50, 75, 100]);
        expect(await points(10)).toEqual([125, 100, 150]);
        expect(await points(12)).toEqual([175, 200, 225]);
        const nine = (await get('/api/axxon/premium/challenges?age=9', cookie).expect(200)).body as PersonalisedChallengesResponse;
        expect(nine).toMatchObject({ age: 9, headerPointsPerChallenge: 50 });
        // The 8-to-10 set, each challenge whole as the data file writes it.
        expect(nine.challenges).toEqual(PERSONALISED_CHALLENGES['8-a-10']);
        expect(nine.challenges[0]).toMatchObject({ id: 'p-plan-semanal', title: 'Plan de ahorro semanal', points: 125 });
      });
    }
  });

  it('answers 404 for a printable that does not exist, to everybody (before any plan check)', async () => {
    for (const state of ['visitor', 'free', 'premium'] as const) {
      const { cookie } = await fixture.familyIn(state);
      const res = await get('/api/axxon/premium/library/no-existe/download', cookie).expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No encontramos ese recurso de la biblioteca.' });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('answers 400 for a malformed printable id or age, to everybody', async () => {
    for (const state of ['visitor', 'free', 'premium'] as const) {
      const { cookie } = await fixture.familyIn(state);
      for (const id of ['Tabla', 'a--b', '-a', 'a'.repeat(61), '%20']) {
        const res = await get(`/api/axxon/premium/library/${id}/download`, cookie).expect(400);
        expect(res.body.message).toBe('El identificador del recurso solo puede tener letras minúsculas, números y guiones (hasta 60).');
      }
      for (const query of ['', '?age=', '?age=5', '?age=13', '?age=abc', '?age=8.5', '?age=08', '?age=1e1', '?age=7&age=8']) {
        const res = await get(`/api/axxon/premium/challenges${query}`, cookie).expect(400);
        expect(res.body.message).toBe('Indica la edad con un número entero de 6 a 12 (12 significa 12 años o más).');
      }
      await get('/api/axxon/premium/challenges?age=9&extra=1', cookie).expect(400);
    }
  });

  it('a forged cookie, header or query parameter claiming premium changes nothing', async () => {
    const { cookie } = await fixture.familyIn('free');
    const forged = `${cookie}; premium=true; uf_tier=premium; tier=premium`;
    for (const { path, item, secret } of PREMIUM_CALLS) {
      const withQuery = path.includes('?') ? path : `${path}?premium=true&tier=premium`;
      const res = await get(withQuery, forged).set('X-Premium', 'true').set('X-Tier', 'premium').set('X-Entitlement', 'premium');
      expectRefused(res, item, secret);
      expectRefused(await get(path, 'uf_session=eyJzdWIiOiJhZG1pbiJ9.forged'), item, secret);
      expectRefused(await get(path, service.sessionCookie({ sub: randomUUID(), role: 'admin' })), item, secret);
    }
    // An extra query parameter on the challenges is refused as bad input: still no content.
    const extra = await get('/api/axxon/premium/challenges?age=9&premium=true', forged).expect(400);
    expect(extra.text).not.toContain('Plan de ahorro semanal');
  });

  describe('progress of the premium sections: the service decides what counts', () => {
    const record = (cookie: string | undefined, event: Record<string, unknown>) => {
      const req = http().post('/api/axxon/progress');
      return (cookie ? req.set('Cookie', cookie) : req).send({ eventId: randomUUID(), ...event });
    };

    async function familyWithProfile(state: 'free' | 'premium'): Promise<{ userId: string; cookie: string }> {
      const { userId, cookie } = await fixture.familyIn(state);
      await http().post('/api/axxon/profile').set('Cookie', cookie!).send(VALID_PROFILE).expect(201);
      return { userId, cookie: cookie! };
    }

    it('a personalised challenge is worth its catalogue points, once, whatever points the client sends', async () => {
      const { cookie } = await familyWithProfile('premium');
      const first = (
        await record(cookie, { type: 'challenge_completed', activity: 'retos-personalizados', points: 1000, details: { challenge: 'p-pitch', age: 6 } }).expect(
          201,
        )
      ).body as ProgressEventResponse;
      expect(first).toMatchObject({ recorded: true, pointsAwarded: 225, totalPoints: 225 });
      expect(first.event.points).toBe(225);
      const again = (await record(cookie, { type: 'challenge_completed', activity: 'retos-personalizados', details: { challenge: 'p-pitch' } }).expect(200))
        .body as ProgressEventResponse;
      expect(again).toMatchObject({ recorded: false, pointsAwarded: 225, totalPoints: 225 });
      expect(again.event.id).toBe(first.event.id);
      const small = (
        await record(cookie, { type: 'challenge_completed', activity: 'retos-personalizados', details: { challenge: 'p-alcancia-colores' } }).expect(201)
      ).body as ProgressEventResponse;
      // Worth 50 in the catalogue, but the activity's daily cap (250) leaves 25 today.
      expect(small).toMatchObject({ pointsAwarded: 25, totalPoints: 250 });
      expect(small.event.points).toBe(50);
    });

    it('refuses a personalised challenge or printable the catalogue does not have', async () => {
      const { cookie } = await familyWithProfile('premium');
      const unknown = await record(cookie, { type: 'challenge_completed', activity: 'retos-personalizados', points: 100 }).expect(400);
      expect(unknown.body.message).toBe('Indica en details.challenge un reto personalizado que exista');
      await record(cookie, { type: 'challenge_completed', activity: 'retos-personalizados', details: { challenge: 'p-inventado' } }).expect(400);
      const printable = await record(cookie, { type: 'challenge_completed', activity: 'biblioteca-completa', details: { resource: 'nada' } }).expect(400);
      expect(printable.body.message).toBe('Indica en details.resource un recurso de la biblioteca que exista');
    });

    it('a printable done at home is worth 30, once', async () => {
      const { cookie } = await familyWithProfile('premium');
      const done = (
        await record(cookie, {
          type: 'challenge_completed',
          activity: 'biblioteca-completa',
          points: 250,
          details: { resource: 'cuentas-con-monedas' },
        }).expect(201)
      ).body as ProgressEventResponse;
      expect(done).toMatchObject({ pointsAwarded: 30, totalPoints: 30 });
      await record(cookie, { type: 'challenge_completed', activity: 'biblioteca-completa', details: { resource: 'cuentas-con-monedas' } }).expect(200);
    });

    it('a family without the plan records nothing of a premium section (403), and still records the free ones', async () => {
      const { userId, cookie } = await familyWithProfile('free');
      const cases: [Record<string, unknown>, PremiumItemId][] = [
        [{ type: 'challenge_completed', activity: 'retos-personalizados', details: { challenge: 'p-pitch' } }, 'personalised-challenges'],
        [{ type: 'challenge_completed', activity: 'biblioteca-completa', details: { resource: 'cuentas-con-monedas' } }, 'full-library'],
        [{ type: 'game_finished', activity: 'simulador', points: 64 }, 'advanced-games'],
        [{ type: 'game_finished', activity: 'inversion', points: 10 }, 'advanced-games'],
        [{ type: 'game_finished', activity: 'estrategia', points: 150 }, 'advanced-games'],
        [{ type: 'game_finished', activity: 'juegos-avanzados', points: 10 }, 'advanced-games'],
      ];
      for (const [event, item] of cases) {
        const res = await record(cookie, event).expect(403);
        expect(res.body).toMatchObject({ premiumItem: item, message: premiumRequiredMessage(item) });
      }
      // Nor can it start a play of a premium game with chance.
      for (const activity of ['estrategia', 'inversion']) {
        const res = await http().post('/api/axxon/plays').set('Cookie', cookie).send({ activity }).expect(403);
        expect(res.body).toMatchObject({ premiumItem: 'advanced-games', message: premiumRequiredMessage('advanced-games') });
      }
      expect(await service.query('SELECT 1 FROM game_plays WHERE user_id = $1', [userId])).toEqual([]);
      await record(cookie, { type: 'game_finished', activity: 'gasta-ahorra', points: 20 }).expect(201);
      expect(await service.query('SELECT activity FROM progress_events WHERE user_id = $1', [userId])).toEqual([{ activity: 'gasta-ahorra' }]);
    });

    it('a premium family records its advanced games', async () => {
      const { cookie } = await familyWithProfile('premium');
      // The simulator reports its season's moves; the games with chance, their moves on the play the
      // service dealt (the service replays them: test/replayedGames.integration.spec.ts).
      await record(cookie, { type: 'game_finished', activity: 'simulador', details: { moves: '01' } }).expect(201);
      for (const [activity, moves] of [
        ['estrategia', '11111'],
        ['inversion', '---------'],
      ] as const) {
        const play = (await http().post('/api/axxon/plays').set('Cookie', cookie).send({ activity }).expect(201)).body as { playId: string };
        await record(cookie, { type: 'game_finished', activity, playId: play.playId, details: { moves } }).expect(201);
      }
    });
  });

  it('a payment left pending stops unlocking the sections when the grace window ends', async () => {
    const { cookie } = await fixture.familyIn('pending-in-grace');
    for (const { path } of PREMIUM_CALLS) await get(path, cookie).expect(200);
    fixture.advance(2 * 3_600_000);
    for (const { path, item, secret } of PREMIUM_CALLS) expectRefused(await get(path, cookie), item, secret);
  });
});
