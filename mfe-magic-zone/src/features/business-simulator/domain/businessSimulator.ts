/** Spec sections 4 and 9: the business simulator's numbers. */
export const SIMULATOR_RULES = {
  startCapital: 100,
  salePrice: 8,
  saleDelayMs: 1000,
  messageMs: 3000,
  /** Our choice (the spec gives no end): the game lasts 10 sale days. */
  days: 10,
} as const;

export const SIMULATOR_ACTIONS = {
  comprar: { label: 'Comprar productos', icon: '📦', cost: 20, products: 5, customers: 0 },
  publicidad: { label: 'Hacer publicidad', icon: '📣', cost: 15, products: 0, customers: 3 },
  mejorar: { label: 'Mejorar la tienda', icon: '🏪', cost: 30, products: 2, customers: 2 },
} as const;
export type SimulatorActionId = keyof typeof SIMULATOR_ACTIONS;
export const SIMULATOR_ACTION_IDS = Object.keys(SIMULATOR_ACTIONS) as SimulatorActionId[];

export type SimulatorPhase = 'playing' | 'selling' | 'finished';

/** Spec section 3: Simulator state (name, capital, products, customers, profit, round), plus the screen's phase. */
export interface SimulatorState {
  name: string;
  capital: number;
  products: number;
  customers: number;
  profit: number;
  round: number;
  phase: SimulatorPhase;
  lastSale: { sold: number; income: number } | null;
}

export function initialSimulator(name = 'Mi Tienda Mágica'): SimulatorState {
  return {
    name: name.trim() || 'Mi Tienda Mágica',
    capital: SIMULATOR_RULES.startCapital,
    products: 0,
    customers: 0,
    profit: 0,
    round: 1,
    phase: 'playing',
    lastSale: null,
  };
}

/** Spec: an action is disabled when the capital is short (and while the day's sale runs). */
export function canAct(state: SimulatorState, action: SimulatorActionId): boolean {
  return state.phase === 'playing' && state.capital >= SIMULATOR_ACTIONS[action].cost;
}

/** Pays for the action and adds its products and customers; the sale follows 1 s later (`sell`). */
export function act(state: SimulatorState, action: SimulatorActionId): SimulatorState {
  if (!canAct(state, action)) return state;
  const { cost, products, customers } = SIMULATOR_ACTIONS[action];
  return {
    ...state,
    capital: state.capital - cost,
    products: state.products + products,
    customers: state.customers + customers,
    phase: 'selling',
  };
}

/** No action is affordable and nothing is left to sell: the shop cannot go on. */
export function isStuck(state: SimulatorState): boolean {
  return SIMULATOR_ACTION_IDS.every((id) => state.capital < SIMULATOR_ACTIONS[id].cost);
}

/**
 * Spec: sells the smaller of products and customers at 8 each, adding that to capital and profit.
 * The products sold leave the shelf; the customers stay (they come back tomorrow). Then the next
 * day starts, or the game ends after day 10 or when no action is affordable.
 */
export function sell(state: SimulatorState): SimulatorState {
  if (state.phase !== 'selling') return state;
  const sold = Math.min(state.products, state.customers);
  const income = sold * SIMULATOR_RULES.salePrice;
  const next: SimulatorState = {
    ...state,
    capital: state.capital + income,
    profit: state.profit + income,
    products: state.products - sold,
    round: state.round + 1,
    lastSale: { sold, income },
    phase: 'playing',
  };
  return next.round > SIMULATOR_RULES.days || isStuck(next) ? { ...next, phase: 'finished' } : next;
}

export function finishSimulator(state: SimulatorState): SimulatorState {
  return state.phase === 'playing' ? { ...state, phase: 'finished' } : state;
}

export function saleMessage(sale: SimulatorState['lastSale']): string {
  if (!sale) return '';
  if (sale.sold === 0) return 'Hoy no vendiste nada: necesitas productos y clientes.';
  return `¡Vendiste ${sale.sold} ${sale.sold === 1 ? 'producto' : 'productos'} y ganaste ${sale.income} monedas!`;
}

/** The game's own points for the child's progress: what the capital grew, 0 to 1000. */
export function simulatorPoints(state: SimulatorState): number {
  return Math.min(1000, Math.max(0, state.capital - SIMULATOR_RULES.startCapital));
}
