import type { SimulatorGame } from '@universo/contracts';
import {
  act,
  actionEffects,
  canAct,
  finishSimulator,
  initialSimulator,
  isStuck,
  saleMessage,
  sell,
  type SimulatorState,
  simulatorPoints,
} from './businessSimulator';

/** The spec's numbers (sections 4 and 9), as svc-content sends them; the texts are placeholders. */
const GAME: SimulatorGame = {
  rules: { startCapital: 100, salePrice: 8, saleDelayMs: 1000, messageMs: 3000, days: 10, defaultShopName: 'Tienda' },
  actions: [
    { id: 'comprar', label: 'Comprar', icon: '', cost: 20, products: 5, customers: 0 },
    { id: 'publicidad', label: 'Publicidad', icon: '', cost: 15, products: 0, customers: 3 },
    { id: 'mejorar', label: 'Mejorar', icon: '', cost: 30, products: 2, customers: 2 },
  ],
};

describe('business simulator (spec sections 4 and 9)', () => {
  it('starts with the start capital in round 1', () => {
    expect(initialSimulator(GAME, '  ')).toMatchObject({ name: 'Tienda', capital: 100, products: 0, customers: 0, profit: 0, round: 1, phase: 'playing' });
    expect(initialSimulator(GAME, 'Dulces Sofi').name).toBe('Dulces Sofi');
  });

  it('buy products: 20 for +5 products', () => {
    expect(act(GAME, initialSimulator(GAME), 'comprar')).toMatchObject({ capital: 80, products: 5, customers: 0, phase: 'selling' });
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

  it('sells min(products, customers) at the sale price, adding to capital and profit', () => {
    const stocked: SimulatorState = { ...initialSimulator(GAME), products: 5, customers: 0 };
    const day = sell(GAME, act(GAME, stocked, 'publicidad'));
    expect(day).toMatchObject({ capital: 85 + 24, profit: 24, products: 2, customers: 3, round: 2, phase: 'playing', lastSale: { sold: 3, income: 24 } });
    expect(saleMessage(day.lastSale)).toBe('¡Vendiste 3 productos y ganaste 24 monedas!');
    const none = sell(GAME, act(GAME, initialSimulator(GAME), 'comprar'));
    expect(none).toMatchObject({ capital: 80, profit: 0, lastSale: { sold: 0, income: 0 } });
    expect(saleMessage(none.lastSale)).toMatch(/no vendiste/);
    expect(saleMessage(null)).toBe('');
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
