import type { ChildProjectResponse, DealtGame, GamePlayResponse } from '@universo/contracts';
import type { ProgressEventResponse } from '../src/apiShapes';
import {
  act,
  applyDealtStrategy,
  buy,
  initialInvestment,
  initialMarket,
  initialSimulator,
  INVESTMENT_PROBLEMS,
  investmentOutcome,
  MARKET_PROBLEMS,
  marketOutcome,
  nextDealtRound,
  sell,
  sellUnit,
  SIMULATOR_PROBLEMS,
  simulatorOutcome,
} from '@universo/game-rules';
import { randomUUID } from 'node:crypto';
import { billedContentSuite } from './support/billedContent';
import { INVESTMENT, MARKET, SIMULATOR } from '../src/magic-zone/data/advancedGames';
import { PLAY_MESSAGES } from '../src/learning/plays.messages';
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
  // Every answer is checked against svc-content/openapi.json before the test's own expectations.
  const { service, http, fixture } = billedContentSuite('content_replayed_games', { ...GENEROUS_AXXON_LIMITS });

  async function premiumChild(): Promise<{ userId: string; cookie: string }> {
    const { userId, cookie } = await fixture.familyIn('premium');
    await http().post('/api/axxon/profile').set('Cookie', cookie!).send(VALID_PROFILE).expect(201);
    await http().put('/api/axxon/project').set('Cookie', cookie!).send({ businessName: 'Dulces Sofi' }).expect(200);
    return { userId, cookie: cookie! };
  }

  const record = (cookie: string, event: Record<string, unknown>) =>
    http()
      .post('/api/axxon/progress')
      .set('Cookie', cookie)
      .send({ type: 'game_finished', eventId: randomUUID(), ...event });
  const eventsOf = (userId: string) =>
    service.query<{ activity: string; points: number; details: Record<string, unknown> }>(
      'SELECT activity, points, details FROM progress_events WHERE user_id = $1 ORDER BY id',
      [userId],
    );
  const bestOf = async (cookie: string) =>
    ((await http().get('/api/axxon/project').set('Cookie', cookie).expect(200)).body as ChildProjectResponse).project?.best;

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
  async function start<A extends DealtGame>(cookie: string, activity: A): Promise<GamePlayResponse<A>> {
    return (await http().post('/api/axxon/plays').set('Cookie', cookie).send({ activity }).expect(201)).body as GamePlayResponse<A>;
  }

  type ForgedEvent = (moves: string) => Record<string, unknown>;

  /**
   * A premium child plays a dealt game honestly (`movesOn` its deal) and reports it changed by
   * `forged`: a Spanish 400 with `message`, and nothing stored. Answers the play, still open.
   */
  async function expectForgedRefused<A extends DealtGame>(
    activity: A,
    movesOn: (deal: GamePlayResponse<A>['deal']) => string,
    forged: ForgedEvent,
    message: string,
  ) {
    const { userId, cookie } = await premiumChild();
    const play = await start(cookie, activity);
    const moves = movesOn(play.deal);
    const res = await record(cookie, { activity, playId: play.playId, ...forged(moves) }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await eventsOf(userId)).toEqual([]);
    return { cookie, play, moves };
  }

  describe('Estrategia de Mercado (the service deals every round’s luck)', () => {
    /** Innovation every round, on the service's luck. */
    function innovateOn(deal: GamePlayResponse<'estrategia'>['deal']) {
      let state = initialMarket(MARKET);
      while (!state.finished) state = applyDealtStrategy(MARKET, state, 'innovacion', deal);
      return marketOutcome(MARKET, state);
    }

    it('deals the luck of every round within ±noise, and stores the points and the score the service recomputed', async () => {
      const { userId, cookie } = await premiumChild();
      const play = await start(cookie, 'estrategia');
      expect(play.deal.noise).toHaveLength(MARKET.rules.rounds);
      expect(play.deal.noise.flat().every((n) => Number.isInteger(n) && Math.abs(n) <= MARKET.rules.noise)).toBe(true);
      const outcome = innovateOn(play.deal);
      const answer = (await record(cookie, { activity: 'estrategia', playId: play.playId, details: { moves: outcome.moves } }).expect(201))
        .body as ProgressEventResponse;
      const worth = 20 + Math.min(10, Math.floor(outcome.score / 3));
      expect(answer).toMatchObject({ recorded: true, pointsAwarded: worth });
      expect(await eventsOf(userId)).toEqual([{ activity: 'estrategia', points: worth, details: { playId: play.playId, ...outcome } }]);
    });

    it.each([
      ['a forged score', (moves: string) => ({ points: 1000, details: { moves } }), MARKET_PROBLEMS.result],
      ['a forged final score', (moves: string) => ({ details: { moves, playerScore: 999 } }), MARKET_PROBLEMS.result],
      ['a game that did not reach its end', () => ({ details: { moves: '11' } }), MARKET_PROBLEMS.unreachable],
      ['a strategy the game does not have', () => ({ details: { moves: '11119' } }), MARKET_PROBLEMS.unreachable],
      ['moves of the wrong shape', () => ({ details: { moves: 'innovacion' } }), MARKET_PROBLEMS.format],
    ])('refuses %s with a Spanish 400, stores nothing, and the play stays open', async (_name, event: ForgedEvent, message) => {
      const { cookie, play, moves } = await expectForgedRefused('estrategia', (deal) => innovateOn(deal).moves, event, message);
      await record(cookie, { activity: 'estrategia', playId: play.playId, details: { moves } }).expect(201);
    });

    it('refuses a result sent without the play the service dealt (400), and a goal on a game that has none', async () => {
      const { userId, cookie } = await premiumChild();
      const res = await record(cookie, { activity: 'estrategia', points: 150, details: { moves: '11111', score: 150 } }).expect(400);
      expect(res.body.message).toBe(PLAY_MESSAGES.needsMarketPlay);
      const goal = await http().post('/api/axxon/plays').set('Cookie', cookie).send({ activity: 'estrategia', goal: 'bicicleta' }).expect(400);
      expect(goal.body.message).toBe(PLAY_MESSAGES.goalNotForActivity);
      expect(await eventsOf(userId)).toEqual([]);
    });
  });

  describe('Juego de Inversión (the service deals every round’s prices)', () => {
    /** Buys crypto and stocks in round 1, sells the crypto in round 2, keeps the rest to the end. */
    function tradeOn(deal: GamePlayResponse<'inversion'>['deal']) {
      let state = buy(buy(initialInvestment(INVESTMENT), 'cripto'), 'acciones');
      state = sellUnit(nextDealtRound(INVESTMENT, state, deal), 'cripto');
      while (!state.finished) state = nextDealtRound(INVESTMENT, state, deal);
      return investmentOutcome(INVESTMENT, state);
    }

    it('stores the value the service recomputed on its own prices, and the table’s points (no bonus: the prices are dealt in advance)', async () => {
      const { userId, cookie } = await premiumChild();
      const play = await start(cookie, 'inversion');
      expect(play.deal.prices).toHaveLength(INVESTMENT.rules.rounds);
      const outcome = tradeOn(play.deal);
      expect(outcome.moves).toBe('ca-C--------');
      const answer = (await record(cookie, { activity: 'inversion', playId: play.playId, details: { moves: outcome.moves } }).expect(201))
        .body as ProgressEventResponse;
      expect(answer).toMatchObject({ recorded: true, pointsAwarded: 20 });
      expect(await eventsOf(userId)).toEqual([{ activity: 'inversion', points: 20, details: { playId: play.playId, ...outcome } }]);
    });

    it.each([
      ['a forged value', (moves: string) => ({ details: { moves, value: 100_000 } }), INVESTMENT_PROBLEMS.result],
      ['a purchase the cash could not pay', () => ({ details: { moves: 'cccccc---------' } }), INVESTMENT_PROBLEMS.unreachable],
      ['a sale of a unit never bought', () => ({ details: { moves: 'A---------' } }), INVESTMENT_PROBLEMS.unreachable],
      ['a game that did not reach its end', () => ({ details: { moves: 'a-' } }), INVESTMENT_PROBLEMS.unreachable],
      ['moves of the wrong shape', () => ({ details: { moves: 'comprar 1' } }), INVESTMENT_PROBLEMS.format],
    ])('refuses %s with a Spanish 400 and stores nothing', async (_name, event: ForgedEvent, message) => {
      await expectForgedRefused('inversion', (deal) => tradeOn(deal).moves, event, message);
    });

    it('refuses a result sent without the play the service dealt', async () => {
      const { cookie } = await premiumChild();
      const res = await record(cookie, { activity: 'inversion', points: 500, details: { value: 600 } }).expect(400);
      expect(res.body.message).toBe(PLAY_MESSAGES.needsInvestmentPlay);
    });
  });
});
