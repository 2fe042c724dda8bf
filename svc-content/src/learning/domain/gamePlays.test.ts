import { SPEND_OR_SAVE_PROBLEMS } from '@universo/game-rules';
import { verifyGame } from './gamePlays';

// Start on scenario 0 with 50 coins: alcancía (5), dulces (6), cuenta (25); then 59 and 59 coins.
const PLAY = { scenario: 0, moves: '111-111-111', money2: 59, money3: 59 };

describe('verifying a reported game with its own rules', () => {
  it('recomputes the score of a Gasta o Ahorra play', () => {
    const verdict = verifyGame('game_finished', 'gasta-ahorra', undefined, PLAY);
    expect(verdict).toEqual({ verifiedScore: expect.any(Number) });
    const score = (verdict as { verifiedScore: number }).verifiedScore;
    expect(verifyGame('game_finished', 'gasta-ahorra', score, { ...PLAY, points: score })).toEqual({ verifiedScore: score });
  });

  it('refuses a forged score or saving, a play the rules cannot reach and a malformed play', () => {
    expect(verifyGame('game_finished', 'gasta-ahorra', 1000, PLAY)).toEqual({ problem: SPEND_OR_SAVE_PROBLEMS.score });
    expect(verifyGame('game_finished', 'gasta-ahorra', undefined, { ...PLAY, saved: 500 })).toEqual({ problem: SPEND_OR_SAVE_PROBLEMS.score });
    expect(verifyGame('game_finished', 'gasta-ahorra', undefined, { ...PLAY, decisions: 2 })).toEqual({ problem: SPEND_OR_SAVE_PROBLEMS.score });
    expect(verifyGame('game_finished', 'gasta-ahorra', undefined, { ...PLAY, money2: 500 })).toEqual({ problem: SPEND_OR_SAVE_PROBLEMS.unreachable });
    expect(verifyGame('game_finished', 'gasta-ahorra', undefined, { ...PLAY, moves: '000-000-000' })).toEqual({ problem: SPEND_OR_SAVE_PROBLEMS.unreachable });
    expect(verifyGame('game_finished', 'gasta-ahorra', undefined, { ...PLAY, moves: 'todo' })).toEqual({ problem: SPEND_OR_SAVE_PROBLEMS.format });
    expect(verifyGame('game_finished', 'gasta-ahorra', undefined, { moves: '111-111-111' })).toEqual({ problem: SPEND_OR_SAVE_PROBLEMS.format });
  });

  it('without a play, refuses only a score no game can reach, and gives no bonus', () => {
    expect(verifyGame('game_finished', 'gasta-ahorra', 33, { saved: 10 })).toBeNull();
    expect(verifyGame('game_finished', 'gasta-ahorra', 34, undefined)).toEqual({ problem: SPEND_OR_SAVE_PROBLEMS.score });
    expect(verifyGame('game_finished', 'limonada', 1000, undefined)).toBeNull();
  });
});
