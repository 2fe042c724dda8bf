import {
  act,
  actionEffects,
  canAct,
  dayExplanation,
  finishSimulator,
  initialSimulator,
  isStuck,
  saleMessage,
  seasonSummary,
  sell,
  type SimulatorState,
  simulatorPoints,
  whatHeldBack,
} from './businessSimulator';
import { SIMULATOR_GAME as GAME } from '../testing/simulatorGame';

describe('business simulator (spec sections 4 and 9)', () => {
  it('starts with the start capital in round 1', () => {
    expect(initialSimulator(GAME, '  ')).toMatchObject({ name: 'Tienda', capital: 100, round: 1, phase: 'playing', lastSale: null, moves: '' });
    expect(initialSimulator(GAME, 'Dulces Sofi').name).toBe('Dulces Sofi');
  });

  it.each(['products', 'customers', 'income', 'costs', 'profit', 'dayCosts'] as const)('starts with no %s', (count) => {
    expect(initialSimulator(GAME)[count]).toBe(0);
  });

  it('buy products: 20 for +5 products', () => {
    expect(act(GAME, initialSimulator(GAME), 'comprar')).toMatchObject({ capital: 80, products: 5, customers: 0, costs: 20, profit: -20, phase: 'selling' });
  });

  it('advertising: 15 for +3 customers', () => {
    expect(act(GAME, initialSimulator(GAME), 'publicidad')).toMatchObject({ capital: 85, products: 0, customers: 3 });
  });

  it('improve store: 30 for +2 customers and +2 products', () => {
    expect(act(GAME, initialSimulator(GAME), 'mejorar')).toMatchObject({ capital: 70, products: 2, customers: 2 });
  });

  it('ignores an action it does not know', () => {
    const state = initialSimulator(GAME);
    expect(canAct(GAME, state, 'robar')).toBe(false);
    expect(act(GAME, state, 'robar')).toBe(state);
  });

  it('sells min(products, customers) at the sale price, adding to capital and ingresos; ganancia is ingresos − costos', () => {
    const stocked: SimulatorState = { ...initialSimulator(GAME), products: 5, customers: 0 };
    const day = sell(GAME, act(GAME, stocked, 'publicidad'));
    expect(day).toMatchObject({ capital: 85 + 24, income: 24, costs: 15, profit: 9, products: 2, customers: 3, round: 2, phase: 'playing', dayCosts: 0 });
    expect(day.lastSale).toEqual({ products: 5, customers: 3, sold: 3, income: 24, costs: 15, profit: 9 });
    expect(saleMessage(day.lastSale)).toBe('¡Vendiste 3 productos y cobraste 24 monedas!');
    expect(dayExplanation(day.lastSale)).toBe('Hoy cobraste 24 monedas y gastaste 15 monedas: ganaste 9 monedas.');
    const none = sell(GAME, act(GAME, initialSimulator(GAME), 'comprar'));
    expect(none).toMatchObject({ capital: 80, income: 0, costs: 20, profit: -20, lastSale: { sold: 0, income: 0, costs: 20, profit: -20 } });
    expect(saleMessage(none.lastSale)).toMatch(/no vendiste/);
    expect(saleMessage(null)).toBe('');
  });

  it('a day and a season can lose money, and say why in a child’s words', () => {
    // Advertising with an empty shelf: 15 paid, nothing to sell.
    const ads = sell(GAME, act(GAME, initialSimulator(GAME, 'Dulces Sofi'), 'publicidad'));
    expect(ads).toMatchObject({ capital: 85, income: 0, costs: 15, profit: -15 });
    expect(dayExplanation(ads.lastSale)).toBe('Hoy cobraste 0 monedas y gastaste 15 monedas: perdiste 15 monedas, porque no tenías productos para vender.');
    // Improving the store: 30 paid, 2 sold at 8.
    const better = sell(GAME, act(GAME, initialSimulator(GAME), 'mejorar'));
    expect(better.lastSale).toMatchObject({ sold: 2, income: 16, costs: 30, profit: -14 });
    expect(dayExplanation(better.lastSale)).toBe('Hoy cobraste 16 monedas y gastaste 30 monedas: perdiste 14 monedas, porque gastaste más de lo que vendiste.');
    const season = finishSimulator(ads);
    expect(season.capital - GAME.rules.startCapital).toBe(season.profit);
    expect(seasonSummary(season)).toBe(
      'Cobraste 0 monedas y gastaste 15 monedas: Dulces Sofi perdió 15 monedas, porque gastó más de lo que vendió. La próxima vez compra productos y consigue clientes a la vez.',
    );
    expect(seasonSummary({ ...season, income: 24, costs: 15, profit: 9 })).toBe('Cobraste 24 monedas y gastaste 15 monedas: ¡Dulces Sofi ganó 9 monedas!');
    expect(seasonSummary({ ...season, income: 15, costs: 15, profit: 0 })).toBe('Cobraste 15 monedas y gastaste 15 monedas: Dulces Sofi no ganó ni perdió.');
    expect(dayExplanation({ products: 2, customers: 2, sold: 2, income: 16, costs: 16, profit: 0 })).toBe(
      'Hoy cobraste 16 monedas y gastaste 16 monedas: no ganaste ni perdiste.',
    );
    expect(dayExplanation(null)).toBe('');
  });

  it('names what held a day’s sales back', () => {
    const day = (products: number, customers: number) => ({ products, customers, sold: Math.min(products, customers), income: 0, costs: 0, profit: 0 });
    expect(whatHeldBack(day(0, 0))).toBe('no tenías productos ni clientes');
    expect(whatHeldBack(day(0, 3))).toBe('no tenías productos para vender');
    expect(whatHeldBack(day(5, 0))).toBe('ningún cliente vino a comprar');
    expect(whatHeldBack(day(1, 3))).toBe('solo tenías 1 producto para 3 clientes');
    expect(whatHeldBack(day(5, 1))).toBe('solo vino 1 cliente para 5 productos');
    expect(whatHeldBack(day(5, 2))).toBe('solo vinieron 2 clientes para 5 productos');
    expect(whatHeldBack(day(2, 2))).toBeNull();
  });

  it('keeps capital − start capital equal to the ganancia over a whole season', () => {
    let state = initialSimulator(GAME);
    for (const id of ['comprar', 'publicidad', 'mejorar', 'comprar', 'publicidad']) state = sell(GAME, act(GAME, state, id));
    expect(state.costs).toBe(20 + 15 + 30 + 20 + 15);
    expect(state.profit).toBe(state.income - state.costs);
    expect(state.capital - 100).toBe(state.profit);
  });

  it('disables actions when the capital is short, and while the sale runs', () => {
    const poor: SimulatorState = { ...initialSimulator(GAME), capital: 19 };
    expect(canAct(GAME, poor, 'comprar')).toBe(false);
    expect(canAct(GAME, poor, 'publicidad')).toBe(true);
    expect(canAct(GAME, poor, 'mejorar')).toBe(false);
    expect(act(GAME, poor, 'comprar')).toBe(poor);
    const selling = act(GAME, initialSimulator(GAME), 'comprar');
    expect(canAct(GAME, selling, 'publicidad')).toBe(false);
    expect(sell(GAME, initialSimulator(GAME))).toEqual(initialSimulator(GAME));
  });

  it('ends after the last day, or when nothing is affordable', () => {
    let state = initialSimulator(GAME);
    for (let day = 0; day < 10 && state.phase === 'playing'; day++) state = sell(GAME, act(GAME, state, day % 2 === 0 ? 'comprar' : 'publicidad'));
    expect(state.phase).toBe('finished');
    expect(state.round).toBe(11);
    const broke = sell(GAME, act(GAME, { ...initialSimulator(GAME), capital: 20 }, 'comprar'));
    expect(isStuck(GAME, broke)).toBe(true);
    expect(broke.phase).toBe('finished');
  });

  it('can be finished early, and scores the capital it grew', () => {
    expect(finishSimulator(initialSimulator(GAME)).phase).toBe('finished');
    expect(simulatorPoints(GAME, { ...initialSimulator(GAME), capital: 164 })).toBe(64);
    expect(simulatorPoints(GAME, { ...initialSimulator(GAME), capital: 40 })).toBe(0);
  });

  it('describes what an action gives', () => {
    expect(GAME.actions.map(actionEffects)).toEqual(['+5 productos', '+3 clientes', '+2 productos, +2 clientes']);
  });
});
