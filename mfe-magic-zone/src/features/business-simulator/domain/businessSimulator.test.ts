import {
  act,
  canAct,
  finishSimulator,
  initialSimulator,
  isStuck,
  saleMessage,
  sell,
  SIMULATOR_ACTIONS,
  SIMULATOR_RULES,
  type SimulatorState,
  simulatorPoints,
} from './businessSimulator';

describe('business simulator (spec sections 4 and 9)', () => {
  it('starts with capital 100 in round 1', () => {
    expect(initialSimulator('  ')).toMatchObject({ name: 'Mi Tienda Mágica', capital: 100, products: 0, customers: 0, profit: 0, round: 1, phase: 'playing' });
    expect(initialSimulator('Dulces Sofi').name).toBe('Dulces Sofi');
    expect(SIMULATOR_RULES).toMatchObject({ startCapital: 100, salePrice: 8, saleDelayMs: 1000, messageMs: 3000 });
  });

  it('prices the actions as the spec says', () => {
    expect(SIMULATOR_ACTIONS.comprar).toMatchObject({ cost: 20, products: 5, customers: 0 });
    expect(SIMULATOR_ACTIONS.publicidad).toMatchObject({ cost: 15, products: 0, customers: 3 });
    expect(SIMULATOR_ACTIONS.mejorar).toMatchObject({ cost: 30, products: 2, customers: 2 });
  });

  it('buy products: 20 for +5 products', () => {
    expect(act(initialSimulator(), 'comprar')).toMatchObject({ capital: 80, products: 5, customers: 0, phase: 'selling' });
  });

  it('advertising: 15 for +3 customers', () => {
    expect(act(initialSimulator(), 'publicidad')).toMatchObject({ capital: 85, products: 0, customers: 3 });
  });

  it('improve store: 30 for +2 customers and +2 products', () => {
    expect(act(initialSimulator(), 'mejorar')).toMatchObject({ capital: 70, products: 2, customers: 2 });
  });

  it('sells min(products, customers) at 8 each, adding to capital and profit', () => {
    const stocked: SimulatorState = { ...initialSimulator(), products: 5, customers: 0 };
    const day = sell(act(stocked, 'publicidad'));
    expect(day).toMatchObject({ capital: 85 + 24, profit: 24, products: 2, customers: 3, round: 2, phase: 'playing', lastSale: { sold: 3, income: 24 } });
    expect(saleMessage(day.lastSale)).toBe('¡Vendiste 3 productos y ganaste 24 monedas!');
    const none = sell(act(initialSimulator(), 'comprar'));
    expect(none).toMatchObject({ capital: 80, profit: 0, lastSale: { sold: 0, income: 0 } });
    expect(saleMessage(none.lastSale)).toMatch(/no vendiste/);
    expect(saleMessage(null)).toBe('');
  });

  it('disables actions when the capital is short, and while the sale runs', () => {
    const poor: SimulatorState = { ...initialSimulator(), capital: 19 };
    expect(canAct(poor, 'comprar')).toBe(false);
    expect(canAct(poor, 'publicidad')).toBe(true);
    expect(canAct(poor, 'mejorar')).toBe(false);
    expect(act(poor, 'comprar')).toBe(poor);
    const selling = act(initialSimulator(), 'comprar');
    expect(canAct(selling, 'publicidad')).toBe(false);
    expect(sell(initialSimulator())).toEqual(initialSimulator());
  });

  it('ends after day 10, or when nothing is affordable', () => {
    let state = initialSimulator();
    for (let day = 0; day < 10 && state.phase === 'playing'; day++) state = sell(act(state, day % 2 === 0 ? 'comprar' : 'publicidad'));
    expect(state.phase).toBe('finished');
    expect(state.round).toBe(11);
    const broke = sell(act({ ...initialSimulator(), capital: 20 }, 'comprar'));
    expect(isStuck(broke)).toBe(true);
    expect(broke.phase).toBe('finished');
  });

  it('can be finished early, and scores the capital it grew', () => {
    expect(finishSimulator(initialSimulator()).phase).toBe('finished');
    expect(simulatorPoints({ ...initialSimulator(), capital: 164 })).toBe(64);
    expect(simulatorPoints({ ...initialSimulator(), capital: 40 })).toBe(0);
  });
});
