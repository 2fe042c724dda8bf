import type { GamePlayResponse } from '@universo/contracts';
import type { ProgressEventResponse } from '../src/apiShapes';
import {
  canChoose,
  choose,
  currentScenario,
  finishDealtRound,
  initialSpendOrSave,
  movesOf,
  SPEND_OR_SAVE_PROBLEMS,
  type SpendOrSaveDeal,
  type SpendOrSaveState,
  spendOrSaveSummary,
} from '@universo/game-rules';
import { randomUUID } from 'node:crypto';
import { PLAY_MESSAGES } from '../src/learning/plays.messages';
import { newFamily, familyWithProfile as familyWithProfileOf, contentSuite } from './support/axxonService';

/** A whole game on the service's deal: the first saving choice the money covers, else the first choice it covers. */
function playOn(deal: SpendOrSaveDeal, goal: string | null): SpendOrSaveState {
  let state = initialSpendOrSave(deal.scenario, goal);
  while (state.phase !== 'finished') {
    if (state.phase === 'round-over') state = finishDealtRound(state, deal);
    else {
      const choices = currentScenario(state).choices.filter((c) => canChoose(state, c));
      state = choose(state, (choices.find((c) => c.kind === 'save') ?? choices[0])!.id);
    }
  }
  return state;
}

describe('Dealt plays of Gasta o Ahorra (POST /api/axxon/plays, then the progress event names the play)', () => {
  // Every answer is checked against svc-content/openapi.json before the test's own expectations.
  const { service, http } = contentSuite();

  const familyWithProfile = () => familyWithProfileOf(service);

  async function start(cookie: string, body: Record<string, unknown> = { activity: 'gasta-ahorra', goal: 'bicicleta' }): Promise<GamePlayResponse> {
    return (await http().post('/api/axxon/plays').set('Cookie', cookie).send(body).expect(201)).body as GamePlayResponse;
  }

  function record(cookie: string, event: Record<string, unknown>) {
    return http()
      .post('/api/axxon/progress')
      .set('Cookie', cookie)
      .send({ type: 'game_finished', activity: 'gasta-ahorra', ...event });
  }

  const eventsOf = (userId: string) =>
    service.query<{ points: number; details: Record<string, unknown> }>('SELECT points, details FROM progress_events WHERE user_id = $1', [userId]);

  it('deals a play for the child who is playing: a start scenario and the pocket money of rounds 2 and 3, kept by the service', async () => {
    const { userId, cookie } = await familyWithProfile();
    const play = await start(cookie);
    expect(play).toMatchObject({ playId: expect.stringMatching(/^[0-9a-f-]{36}$/), activity: 'gasta-ahorra', goal: 'bicicleta' });
    expect(play.deal.scenario).toBeGreaterThanOrEqual(0);
    expect(play.deal.scenario).toBeLessThanOrEqual(4);
    expect(play.deal.pocketMoney.every((m) => Number.isInteger(m) && m >= 40 && m <= 59)).toBe(true);
    const hours = (Date.parse(play.expiresAt) - Date.parse(play.dealtAt)) / 3_600_000;
    expect(hours).toBeCloseTo(24, 3);
    const [row] = await service.query<{ deal: unknown; child_profile_id: string }>('SELECT deal, child_profile_id FROM game_plays WHERE id = $1', [
      play.playId,
    ]);
    expect(row?.deal).toEqual(play.deal);
    const [child] = await service.query<{ id: string }>('SELECT id FROM child_profiles WHERE user_id = $1', [userId]);
    expect(row?.child_profile_id).toBe(child?.id);
  });

  it('answers 401 to a visitor (their game is dealt in the browser and nothing is stored) and 409 without a child profile', async () => {
    const visitor = await http().post('/api/axxon/plays').send({ activity: 'gasta-ahorra' }).expect(401);
    expect(visitor.body.message).toBe('Inicia sesión para continuar.');
    const { userId, cookie } = newFamily(service);
    const res = await http().post('/api/axxon/plays').set('Cookie', cookie).send({ activity: 'gasta-ahorra' }).expect(409);
    expect(res.body.message).toBe('Primero crea el perfil de tu hijo o hija para guardar su progreso.');
    expect(await service.query('SELECT 1 FROM game_plays WHERE user_id = $1', [userId])).toEqual([]);
  });

  it.each([
    [{ activity: 'limonada' }, PLAY_MESSAGES.activity],
    [{}, PLAY_MESSAGES.activity],
    [{ activity: 'gasta-ahorra', goal: 'castillo' }, PLAY_MESSAGES.goal],
    [{ activity: 'gasta-ahorra', goal: 120 }, PLAY_MESSAGES.goal],
    [{ activity: 'gasta-ahorra', deal: { scenario: 0, pocketMoney: [59, 59] } }, 'El campo "deal" no está permitido.'],
  ])('refuses a bad start with a Spanish 400 and deals nothing (%#)', async (body, message) => {
    const { userId, cookie } = await familyWithProfile();
    const res = await http().post('/api/axxon/plays').set('Cookie', cookie).send(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await service.query('SELECT 1 FROM game_plays WHERE user_id = $1', [userId])).toEqual([]);
  });

  it('stores the points the service recomputed from the moves on its own deal, whatever deal the browser claims', async () => {
    const { userId, cookie } = await familyWithProfile();
    const play = await start(cookie);
    const game = playOn(play.deal, 'bicicleta');
    const summary = spendOrSaveSummary(game);
    // The browser also claims the richest deal: the service reads only the moves and replays them on its own.
    const otherScenario = (play.deal.scenario + 1) % 5;
    const answer = (
      await record(cookie, {
        playId: play.playId,
        eventId: randomUUID(),
        details: { moves: movesOf(game), scenario: otherScenario, money2: 59, money3: 59 },
      }).expect(201)
    ).body as ProgressEventResponse;
    const worth = 20 + Math.min(10, Math.floor(summary.points / 3));
    expect(answer).toMatchObject({ recorded: true, pointsAwarded: worth, totalPoints: worth });
    const [event] = await eventsOf(userId);
    expect(event?.points).toBe(worth);
    expect(event?.details).toEqual({
      playId: play.playId,
      moves: movesOf(game),
      score: summary.points,
      saved: summary.saved,
      left: summary.left,
      decisions: summary.decisions,
      goal: 'bicicleta',
      goalReached: summary.jar?.reached,
    });
    const [row] = await service.query<{ used_at: Date | null; progress_event_id: string }>(
      'SELECT used_at, progress_event_id::text AS progress_event_id FROM game_plays WHERE id = $1',
      [play.playId],
    );
    expect(row?.used_at).not.toBeNull();
    expect(row?.progress_event_id).toBe(answer.event.id);
  });

  describe('refuses a play that is not open to this child, with a Spanish 4xx, and stores nothing', () => {
    it('an unknown play (404)', async () => {
      const { userId, cookie } = await familyWithProfile();
      const res = await record(cookie, { playId: randomUUID(), details: { moves: '111-111-111' } }).expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: PLAY_MESSAGES.unknownPlay });
      expect(await eventsOf(userId)).toEqual([]);
    });

    it("another family's play (404, as if it did not exist), which stays open for its own child", async () => {
      const owner = await familyWithProfile();
      const thief = await familyWithProfile();
      const play = await start(owner.cookie);
      const moves = movesOf(playOn(play.deal, 'bicicleta'));
      const res = await record(thief.cookie, { playId: play.playId, details: { moves } }).expect(404);
      expect(res.body.message).toBe(PLAY_MESSAGES.unknownPlay);
      expect(await eventsOf(thief.userId)).toEqual([]);
      await record(owner.cookie, { playId: play.playId, details: { moves } }).expect(201);
    });

    it('an expired play (410), and one a newer play of the same game closed (410)', async () => {
      const { userId, cookie } = await familyWithProfile();
      const first = await start(cookie);
      const moves = movesOf(playOn(first.deal, 'bicicleta'));
      await service.query("UPDATE game_plays SET expires_at = now() - interval '1 second' WHERE id = $1", [first.playId]);
      const expired = await record(cookie, { playId: first.playId, details: { moves } }).expect(410);
      expect(expired.body).toEqual({ statusCode: 410, error: 'Gone', message: PLAY_MESSAGES.expiredPlay });

      const second = await start(cookie);
      await start(cookie);
      const closed = await record(cookie, { playId: second.playId, details: { moves: movesOf(playOn(second.deal, 'bicicleta')) } }).expect(410);
      expect(closed.body.message).toBe(PLAY_MESSAGES.expiredPlay);
      expect(await eventsOf(userId)).toEqual([]);
    });

    it('a play already recorded (409), while a retry of the same event answers 200 with what was stored', async () => {
      const { userId, cookie } = await familyWithProfile();
      const play = await start(cookie);
      const event = { playId: play.playId, eventId: randomUUID(), details: { moves: movesOf(playOn(play.deal, 'pelota')) } };
      const first = (await record(cookie, event).expect(201)).body as ProgressEventResponse;
      const retry = (await record(cookie, event).expect(200)).body as ProgressEventResponse;
      expect(retry).toMatchObject({ recorded: false, event: first.event, pointsAwarded: first.pointsAwarded });
      const again = await record(cookie, { ...event, eventId: randomUUID() }).expect(409);
      expect(again.body).toEqual({ statusCode: 409, error: 'Conflict', message: PLAY_MESSAGES.usedPlay });
      expect(await eventsOf(userId)).toHaveLength(1);
    });

    it('counts a play once when several reports of it arrive at the same time', async () => {
      const { userId, cookie } = await familyWithProfile();
      const play = await start(cookie);
      const moves = movesOf(playOn(play.deal, 'pelota'));
      const answers = await Promise.all(Array.from({ length: 6 }, () => record(cookie, { playId: play.playId, eventId: randomUUID(), details: { moves } })));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      expect(await eventsOf(userId)).toHaveLength(1);
    });

    it.each([
      ['moves the rules cannot reach on any deal (rounds that never ended)', { details: { moves: '1-1-1' } }, 400, SPEND_OR_SAVE_PROBLEMS.unreachable],
      ['malformed moves', { details: { moves: 'gané' } }, 400, SPEND_OR_SAVE_PROBLEMS.format],
      ['no moves', {}, 400, SPEND_OR_SAVE_PROBLEMS.format],
      ['a forged score', { points: 33, details: { moves: 'VALID' } }, 400, SPEND_OR_SAVE_PROBLEMS.score],
      ['a forged saving', { details: { moves: 'VALID', saved: 168 } }, 400, SPEND_OR_SAVE_PROBLEMS.score],
      ['a play on another activity', { activity: 'limonada', details: {} }, 400, PLAY_MESSAGES.playIdNotForActivity],
      ['a playId that is not a UUID', { playId: 'partida-1' }, 400, PLAY_MESSAGES.playId],
    ])('%s, and the play stays open for the real report', async (_name, event, status, message) => {
      const { userId, cookie } = await familyWithProfile();
      const play = await start(cookie, { activity: 'gasta-ahorra' });
      const moves = movesOf(playOn(play.deal, null));
      const body = { playId: play.playId, ...event } as Record<string, unknown>;
      const details = body.details as Record<string, unknown> | undefined;
      if (details?.moves === 'VALID') details.moves = moves;
      const res = await record(cookie, body).expect(status);
      expect(res.body.message).toBe(message);
      expect(await eventsOf(userId)).toEqual([]);
      await record(cookie, { playId: play.playId, details: { moves } }).expect(201);
    });
  });

  it('counts an offline report of a dealt play for the day it happened', async () => {
    const { cookie } = await familyWithProfile();
    const play = await start(cookie);
    const occurredAt = new Date(Date.now() - 60_000).toISOString();
    const answer = (await record(cookie, { playId: play.playId, occurredAt, details: { moves: movesOf(playOn(play.deal, 'bicicleta')) } }).expect(201))
      .body as ProgressEventResponse;
    expect(answer.event.occurredAt).toBe(occurredAt);
  });
});
