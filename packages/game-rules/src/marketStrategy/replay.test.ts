import { sequenceRandom } from '../random';
import { MARKET_GAME as GAME } from '../testing/marketGame';
import { applyDealtStrategy, dealMarket, initialMarket, type MarketDeal, type MarketState } from './marketStrategy';
import { isMarketDeal, MARKET_PROBLEMS, marketOutcome, replayMarket } from './replay';

function play(deal: MarketDeal, ...ids: string[]): MarketState {
  let state = initialMarket(GAME);
  for (const id of ids) state = applyDealtStrategy(GAME, state, id, deal);
  return state;
}

describe('Estrategia de Mercado deal and replay (the same rules on both sides)', () => {
  it('deals the luck of every round and score within ±noise', () => {
    expect(dealMarket(GAME, () => 0).noise).toEqual(Array.from({ length: 5 }, () => [-5, -5, -5, -5]));
    for (let i = 0; i < 50; i++) expect(isMarketDeal(GAME, dealMarket(GAME, Math.random))).toBe(true);
    expect(
      isMarketDeal(GAME, {
        noise: [
          [9, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
        ],
      }),
    ).toBe(false);
    expect(isMarketDeal(GAME, { noise: [[0, 0, 0, 0]] })).toBe(false);
    expect(isMarketDeal(GAME, null)).toBe(false);
  });

  it('plays each round on the deal’s luck, and replays the game exactly from the moves', () => {
    const deal = dealMarket(GAME, sequenceRandom(0.9999, 0, 0.5, 0.2, 0.7, 0.1));
    const state = play(deal, 'innovacion', 'alianzas', 'precios', 'innovacion', 'marketing');
    expect(state.moves).toBe('13012');
    expect(state.player).toBe(100 + 20 + 18 + 15 + 20 + 12 + deal.noise.reduce((sum, row) => sum + row[0]!, 0));
    expect(replayMarket(GAME, deal, state.moves)).toEqual({ state });
    expect(marketOutcome(GAME, state)).toEqual({ moves: '13012', playerScore: state.player, rank: 1, score: state.player - 100 + 50 });
  });

  it('refuses moves that are not strategy positions, a strategy the game does not have, and an unfinished game', () => {
    const deal = dealMarket(GAME, () => 0.5);
    for (const moves of ['innovacion', '1-1', 11111, null, '111111']) expect(replayMarket(GAME, deal, moves)).toEqual({ problem: MARKET_PROBLEMS.format });
    expect(replayMarket(GAME, deal, '11114')).toEqual({ problem: MARKET_PROBLEMS.unreachable });
    expect(replayMarket(GAME, deal, '1111')).toEqual({ problem: MARKET_PROBLEMS.unreachable });
    expect(replayMarket(GAME, { noise: [] }, '11111')).toEqual({ problem: MARKET_PROBLEMS.unreachable });
  });
});
