import { sequenceRandom } from '../../../shared/random';
import {
  ASSET_IDS,
  buy,
  canBuy,
  canSell,
  initialInvestment,
  INVESTMENT_ASSETS,
  INVESTMENT_RULES,
  investmentPoints,
  nextPrice,
  nextRound,
  portfolioValue,
  priceTrend,
  sellUnit,
} from './investmentGame';

describe('investment game (spec sections 4 and 9)', () => {
  it('starts with 100 cash; stocks 10, bonds 15, crypto 25 with volatility 0.3, 0.1, 0.5', () => {
    const state = initialInvestment();
    expect(state.cash).toBe(100);
    expect(state.prices).toEqual({ acciones: 10, bonos: 15, cripto: 25 });
    expect(ASSET_IDS.map((id) => INVESTMENT_ASSETS[id].volatility)).toEqual([0.3, 0.1, 0.5]);
    expect(INVESTMENT_RULES).toMatchObject({ startCash: 100, minPrice: 5 });
  });

  it('buying adds one unit for its price, only when the cash covers it', () => {
    const state = buy(initialInvestment(), 'cripto');
    expect(state.cash).toBe(75);
    expect(state.units.cripto).toBe(1);
    const poor = { ...initialInvestment(), cash: 9 };
    expect(canBuy(poor, 'acciones')).toBe(false);
    expect(buy(poor, 'acciones')).toBe(poor);
  });

  it('selling gives back today’s price for one unit', () => {
    const state = sellUnit(buy(initialInvestment(), 'bonos'), 'bonos');
    expect(state).toMatchObject({ cash: 100, units: { bonos: 0 } });
    expect(canSell(initialInvestment(), 'bonos')).toBe(false);
  });

  it('moves a price within ± its volatility, never below 5', () => {
    expect(nextPrice(10, 0.3, 0)).toBe(7);
    expect(nextPrice(10, 0.3, 0.9999999)).toBe(12);
    expect(nextPrice(25, 0.5, 0)).toBe(13);
    expect(nextPrice(25, 0.5, 0.9999999)).toBe(37);
    expect(nextPrice(15, 0.1, 0.5)).toBe(15);
    expect(nextPrice(6, 0.5, 0)).toBe(5);
    for (const id of ASSET_IDS) {
      const { volatility } = INVESTMENT_ASSETS[id];
      for (let i = 0; i < 500; i++) {
        const price = 5 + Math.floor(Math.random() * 100);
        const next = nextPrice(price, volatility, Math.random());
        expect(next).toBeGreaterThanOrEqual(Math.max(5, price * (1 - volatility)));
        expect(next).toBeLessThanOrEqual(price * (1 + volatility));
        expect(Number.isInteger(next)).toBe(true);
      }
    }
  });

  it('changes every price each round and remembers the trend', () => {
    const state = nextRound(initialInvestment(), sequenceRandom(1 - 1e-9, 0, 0.5));
    expect(state.prices).toEqual({ acciones: 12, bonos: 14, cripto: 25 });
    expect(state.round).toBe(2);
    expect(priceTrend(state, 'acciones')).toBe('up');
    expect(priceTrend(state, 'bonos')).toBe('down');
    expect(priceTrend(state, 'cripto')).toBe('same');
  });

  it('ends after round 10 and values the portfolio', () => {
    let state = buy(buy(initialInvestment(), 'acciones'), 'acciones');
    for (let i = 0; i < 10; i++) state = nextRound(state, () => 0.9999999);
    expect(state.finished).toBe(true);
    expect(state.round).toBe(11);
    expect(nextRound(state, () => 0)).toBe(state);
    expect(portfolioValue(state)).toBe(state.cash + 2 * state.prices.acciones);
    expect(investmentPoints(state)).toBe(Math.round(portfolioValue(state) - 100));
    expect(investmentPoints(initialInvestment())).toBe(0);
  });
});
