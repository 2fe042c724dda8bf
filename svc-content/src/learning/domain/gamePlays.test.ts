import { LEMONADE_PROBLEMS, SIMULATOR_PROBLEMS, SPEND_OR_SAVE_PROBLEMS } from '@universo/game-rules';
import { PLAY_MESSAGES } from '../plays.messages';
import { verifyGame } from './gamePlays';

describe('a reported Gasta o Ahorra game without a dealt play', () => {
  it('refuses moves the browser dealt itself: only the service deals a play', () => {
    expect(verifyGame('game_finished', 'gasta-ahorra', undefined, { scenario: 0, moves: '111-111-111', money2: 59, money3: 59 })).toEqual({
      problem: PLAY_MESSAGES.needsPlay,
    });
    expect(verifyGame('game_finished', 'gasta-ahorra', undefined, { moves: '111-111-111' })).toEqual({ problem: PLAY_MESSAGES.needsPlay });
  });

  it('otherwise refuses only a score no game can reach, and gives no bonus', () => {
    expect(verifyGame('game_finished', 'gasta-ahorra', 33, { saved: 10 })).toBeNull();
    expect(verifyGame('game_finished', 'gasta-ahorra', 34, undefined)).toEqual({ problem: SPEND_OR_SAVE_PROBLEMS.score });
    expect(verifyGame('game_finished', 'limonada', 1000, undefined)).toBeNull();
  });
});

describe('a reported Simulador de Negocio season', () => {
  it('is replayed on the service’s numbers: the service’s own account is kept, a claim beside it is refused', () => {
    // Buy, then advertise: 3 products sold at 8 on day 2 (capital 100 − 20 − 15 + 24 = 89).
    expect(verifyGame('game_finished', 'simulador', undefined, { moves: '01', profit: -11 })).toEqual({
      verifiedScore: 0,
      details: { moves: '01', days: 2, capital: 89, income: 24, costs: 35, profit: -11, score: 0 },
    });
    expect(verifyGame('game_finished', 'simulador', 64, { moves: '01' })).toEqual({ problem: SIMULATOR_PROBLEMS.result });
    expect(verifyGame('game_finished', 'simulador', undefined, { profit: 64 })).toEqual({ problem: SIMULATOR_PROBLEMS.format });
  });
});

describe('a reported lemonade stand day', () => {
  it('is recomputed from the day the calculator reports; a result claimed beside it or without it is refused', () => {
    expect(verifyGame('game_finished', 'limonada', 7, { moves: '5,2,10,300,8', profit: 700 })).toEqual({
      verifiedScore: 7,
      details: { moves: '5,2,10,300,8', cost: 1700, price: 300, cupsSold: 8, income: 2400, profit: 700, score: 7 },
    });
    expect(verifyGame('game_finished', 'limonada', 1000, { moves: '5,2,10,300,8' })).toEqual({ problem: LEMONADE_PROBLEMS.result });
    expect(verifyGame('game_finished', 'limonada', undefined, { profit: 700 })).toEqual({ problem: LEMONADE_PROBLEMS.format });
    // An event with no result at all earns the table's base (older clients, and the tests of repeats).
    expect(verifyGame('game_finished', 'limonada', 100, undefined)).toBeNull();
  });
});
