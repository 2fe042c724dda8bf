import { sequenceRandom } from '../random';
import { INVESTMENT_GAME as GAME } from '../testing/investmentGame';
import { buy, canBuy, canSell, initialInvestment, investmentPoints, nextPrice, nextRound, portfolioValue, priceTrend, sellUnit } from './investmentGame';

describe('investment game (spec sections 4 and 9)', () => {
  it('starts with the start cash and every asset at its start price', () => {
    const state = initialInvestment(GAME);
    expect(state.cash).toBe(100);
    expect(state.prices).toEqual({ acciones: 10, bonos: 15, cripto: 25 });
    expect(state.units).toEqual({ acciones: 0, bonos: 0, cripto: 0 });
  });

  it('buying adds one unit for its price, only when the cash covers it', () => {
    const state = buy(initialInvestment(GAME), 'cripto');
    expect(state.cash).toBe(75);
    expect(state.units.cripto).toBe(1);
    const poor = { ...initialInvestment(GAME), cash: 9 };
    expect(canBuy(poor, 'acciones')).toBe(false);
    expect(buy(poor, 'acciones')).toBe(poor);
    expect(canBuy(initialInvestment(GAME), 'oro')).toBe(false);
  });

  it('selling gives back today’s price for one unit', () => {
    const state = sellUnit(buy(initialInvestment(GAME), 'bonos'), 'bonos');
    expect(state).toMatchObject({ cash: 100, units: { bonos: 0 } });
    expect(canSell(initialInvestment(GAME), 'bonos')).toBe(false);
  });

  it('moves a price within ± its volatility, never below the minimum', () => {
    expect(nextPrice(10, 0.3, 0, 5)).toBe(7);
    expect(nextPrice(10, 0.3, 0.9999999, 5)).toBe(12);
    expect(nextPrice(25, 0.5, 0, 5)).toBe(13);
    expect(nextPrice(25, 0.5, 0.9999999, 5)).toBe(37);
    expect(nextPrice(15, 0.1, 0.5, 5)).toBe(15);
    expect(nextPrice(6, 0.5, 0, 5)).toBe(5);
    for (const { volatility } of GAME.assets) {
      for (let i = 0; i < 500; i++) {
        const price = 5 + Math.floor(Math.random() * 100);
        const next = nextPrice(price, volatility, Math.random(), 5);
        expect(next).toBeGreaterThanOrEqual(Math.max(5, price * (1 - volatility)));
        expect(next).toBeLessThanOrEqual(price * (1 + volatility));
        expect(Number.isInteger(next)).toBe(true);
      }
    }
  });

  it('changes every price each round and remembers the trend', () => {
    const state = nextRound(GAME, initialInvestment(GAME), sequenceRandom(1 - 1e-9, 0, 0.5));
    expect(state.prices).toEqual({ acciones: 12, bonos: 14, cripto: 25 });
    expect(state.round).toBe(2);
    expect(priceTrend(state, 'acciones')).toBe('up');
    expect(priceTrend(state, 'bonos')).toBe('down');
    expect(priceTrend(state, 'cripto')).toBe('same');
  });

  it('ends after the last round and values the portfolio', () => {
    let state = buy(buy(initialInvestment(GAME), 'acciones'), 'acciones');
    for (let i = 0; i < 10; i++) state = nextRound(GAME, state, () => 0.9999999);
    expect(state.finished).toBe(true);
    expect(state.round).toBe(11);
    expect(nextRound(GAME, state, () => 0)).toBe(state);
    expect(portfolioValue(state)).toBe(state.cash + 2 * state.prices.acciones!);
    expect(investmentPoints(GAME, state)).toBe(Math.round(portfolioValue(state) - 100));
    expect(investmentPoints(GAME, initialInvestment(GAME))).toBe(0);
  });
});
