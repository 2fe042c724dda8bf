import { choose, currentScenario, finishDealtRound, initialSpendOrSave, movesOf, SPEND_OR_SAVE_PROBLEMS, spendOrSaveSummary } from '@universo/game-rules';
import { PLAY_MESSAGES } from '../plays.messages';
import { eventPlayProblem, playGoalProblem, playIdProblem, playStatus, verifyDealtPlay } from './dealtPlays';

const DEAL = { scenario: 3, pocketMoney: [41, 57] } as const;

/** A game on DEAL always picking the choice at `index` when it can (else the cheapest). */
function game(index: number) {
  let state = initialSpendOrSave(DEAL.scenario, 'patineta');
  while (state.phase !== 'finished') {
    if (state.phase === 'round-over') state = finishDealtRound(state, DEAL);
    else {
      const choices = currentScenario(state).choices;
      const pick = choices[index]!.cost <= state.money ? choices[index]! : [...choices].sort((a, b) => a.cost - b.cost)[0]!;
      state = choose(state, pick.id);
    }
  }
  return state;
}

describe('dealt plays', () => {
  it("replays the moves on the stored deal and keeps the service's own account of the game", () => {
    const state = game(1);
    const summary = spendOrSaveSummary(state);
    const verdict = verifyDealtPlay({ id: 'p1', deal: DEAL, goal: 'patineta' }, undefined, { moves: movesOf(state), money2: 59 });
    expect(verdict).toEqual({
      verifiedScore: summary.points,
      details: {
        playId: 'p1',
        moves: movesOf(state),
        score: summary.points,
        saved: summary.saved,
        left: summary.left,
        decisions: summary.decisions,
        goal: 'patineta',
        goalReached: summary.saved + summary.left >= 90,
      },
    });
    // Claims that agree with the replay are fine; any other is refused.
    expect('verifiedScore' in verifyDealtPlay({ id: 'p1', deal: DEAL, goal: null }, summary.points, { moves: movesOf(state), saved: summary.saved })).toBe(
      true,
    );
    expect(verifyDealtPlay({ id: 'p1', deal: DEAL, goal: null }, summary.points + 1, { moves: movesOf(state) })).toEqual({
      problem: SPEND_OR_SAVE_PROBLEMS.score,
    });
    expect(verifyDealtPlay({ id: 'p1', deal: DEAL, goal: null }, undefined, { moves: movesOf(state), decisions: 1 })).toEqual({
      problem: SPEND_OR_SAVE_PROBLEMS.score,
    });
  });

  it('refuses moves missing, malformed or that the rules cannot reach on this deal', () => {
    expect(verifyDealtPlay({ id: 'p', deal: DEAL, goal: null }, undefined, undefined)).toEqual({ problem: SPEND_OR_SAVE_PROBLEMS.format });
    expect(verifyDealtPlay({ id: 'p', deal: DEAL, goal: null }, undefined, { moves: 'abc' })).toEqual({ problem: SPEND_OR_SAVE_PROBLEMS.format });
    expect(verifyDealtPlay({ id: 'p', deal: DEAL, goal: null }, undefined, { moves: '1-1-1' })).toEqual({ problem: SPEND_OR_SAVE_PROBLEMS.unreachable });
  });

  it('tells an open play from a used or expired one (used wins)', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    const later = new Date('2026-05-02T12:00:00Z');
    const earlier = new Date('2026-05-01T11:00:00Z');
    expect(playStatus({ expiresAt: later, closedAt: null, usedAt: null }, now)).toBe('open');
    expect(playStatus({ expiresAt: earlier, closedAt: null, usedAt: null }, now)).toBe('expired');
    expect(playStatus({ expiresAt: later, closedAt: earlier, usedAt: null }, now)).toBe('expired');
    expect(playStatus({ expiresAt: earlier, closedAt: null, usedAt: earlier }, now)).toBe('used');
  });

  it('validates the start and the event fields', () => {
    expect(playGoalProblem(undefined)).toBeNull();
    expect(playGoalProblem('bicicleta')).toBeNull();
    expect(playGoalProblem('castillo')).toBe(PLAY_MESSAGES.goal);
    expect(playIdProblem('0b7e6a52-5f0c-4f5e-8d7b-1c2d3e4f5a6b')).toBeNull();
    expect(playIdProblem('partida')).toBe(PLAY_MESSAGES.playId);
    expect(eventPlayProblem('game_finished', 'gasta-ahorra', 'x')).toBeNull();
    expect(eventPlayProblem('game_finished', 'limonada', 'x')).toBe(PLAY_MESSAGES.playIdNotForActivity);
    expect(eventPlayProblem('game_finished', 'limonada', undefined)).toBeNull();
  });
});
