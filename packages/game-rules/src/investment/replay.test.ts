import type { InvestmentGameRules } from '@universo/contracts';
import { sequenceRandom } from '../random';
import {
  buy,
  dealInvestment,
  initialInvestment,
  INVESTMENT_TRADES_PER_ROUND,
  type InvestmentDeal,
  nextDealtRound,
  portfolioValue,
  sellUnit,
} from './investmentGame';
import { INVESTMENT_PROBLEMS, investmentOutcome, isInvestmentDeal, replayInvestment } from './replay';

const GAME: InvestmentGameRules = {
  rules: { startCash: 100, minPrice: 5, rounds: 10 },
  assets: [
    { id: 'acciones', label: 'A', icon: '', startPrice: 10, volatility: 0.3, explanation: '', simpleExplanation: '', risk: 'bastante' },
    { id: 'bonos', label: 'B', icon: '', startPrice: 15, volatility: 0.1, explanation: '', simpleExplanation: '', risk: 'poco' },
    { id: 'cripto', label: 'C', icon: '', startPrice: 25, volatility: 0.5, explanation: '', simpleExplanation: '', risk: 'muchísimo' },
  ],
};

/** Buys crypto and stocks in round 1, sells the crypto in round 2, then waits to the end. */
function play(deal: InvestmentDeal) {
  let state = buy(buy(initialInvestment(GAME), 'cripto'), 'acciones');
  state = nextDealtRound(GAME, state, deal);
  state = sellUnit(state, 'cripto');
  while (!state.finished) state = nextDealtRound(GAME, state, deal);
  return state;
}

describe('Juego de Inversión deal and replay (the same rules on both sides)', () => {
  it('deals every round’s prices within each asset’s volatility, never under the minimum', () => {
    const down = dealInvestment(GAME, () => 0);
    expect(down.prices[0]).toEqual([7, 14, 13]);
    expect(down.prices[9]).toEqual([5, 9, 5]);
    for (let i = 0; i < 50; i++) expect(isInvestmentDeal(GAME, dealInvestment(GAME, Math.random))).toBe(true);
    expect(isInvestmentDeal(GAME, { prices: [[100, 15, 25], ...down.prices.slice(1)] })).toBe(false);
    expect(isInvestmentDeal(GAME, { prices: down.prices.slice(1) })).toBe(false);
  });

  it('records every trade and round, and replays the game exactly from the moves', () => {
    const deal = dealInvestment(GAME, sequenceRandom(0.9, 0.1, 0.3, 0.7, 0.5));
    const state = play(deal);
    expect(state.moves).toBe('ca-C--------');
    expect(replayInvestment(GAME, deal, state.moves)).toEqual({ state });
    const value = portfolioValue(state);
    expect(investmentOutcome(GAME, state)).toEqual({ moves: 'ca-C--------', cash: state.cash, value, score: Math.max(0, value - 100) });
  });

  it('refuses moves of the wrong shape, an asset it does not have, a purchase not covered, a sale not owned, and an unfinished game', () => {
    const deal = dealInvestment(GAME, () => 0.5);
    for (const moves of ['compra 1', '1-2', null, 'a'.repeat(INVESTMENT_TRADES_PER_ROUND + 1) + '-'.repeat(9)]) {
      expect(replayInvestment(GAME, deal, moves)).toEqual({ problem: INVESTMENT_PROBLEMS.format });
    }
    const unreachable = { problem: INVESTMENT_PROBLEMS.unreachable };
    expect(replayInvestment(GAME, deal, 'd---------')).toEqual(unreachable);
    expect(replayInvestment(GAME, deal, 'ccccc---------')).toEqual(unreachable);
    expect(replayInvestment(GAME, deal, 'A---------')).toEqual(unreachable);
    expect(replayInvestment(GAME, deal, 'a--------')).toEqual(unreachable);
    expect(replayInvestment(GAME, { prices: [] }, '---------')).toEqual(unreachable);
    expect('state' in replayInvestment(GAME, deal, '---------')).toBe(true);
  });
});
