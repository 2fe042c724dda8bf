import type { SimulatorAction, SimulatorGame } from '@universo/contracts';

/**
 * Simulador de Negocio's rules. Its numbers (capital, sale price, the actions' costs and effects)
 * come from svc-content with the game, after the plan check: the rules here only apply them.
 */
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

export function initialSimulator(game: SimulatorGame, name = ''): SimulatorState {
  return {
    name: name.trim() || game.rules.defaultShopName,
    capital: game.rules.startCapital,
    products: 0,
    customers: 0,
    profit: 0,
    round: 1,
    phase: 'playing',
    lastSale: null,
  };
}

export function findAction(game: SimulatorGame, id: string): SimulatorAction | undefined {
  return game.actions.find((action) => action.id === id);
}

/** Spec: an action is disabled when the capital is short (and while the day's sale runs). */
export function canAct(game: SimulatorGame, state: SimulatorState, actionId: string): boolean {
  const action = findAction(game, actionId);
  return action !== undefined && state.phase === 'playing' && state.capital >= action.cost;
}

/** Pays for the action and adds its products and customers; the sale follows (`sell`). */
export function act(game: SimulatorGame, state: SimulatorState, actionId: string): SimulatorState {
  const action = findAction(game, actionId);
  if (!action || !canAct(game, state, actionId)) return state;
  return {
    ...state,
    capital: state.capital - action.cost,
    products: state.products + action.products,
    customers: state.customers + action.customers,
    phase: 'selling',
  };
}

/** No action is affordable: the shop cannot go on. */
export function isStuck(game: SimulatorGame, state: SimulatorState): boolean {
  return game.actions.every((action) => state.capital < action.cost);
}

/**
 * Spec: sells the smaller of products and customers at the sale price, adding that to capital and
 * profit. The products sold leave the shelf; the customers stay (they come back tomorrow). Then
 * the next day starts, or the game ends after the last day or when no action is affordable.
 */
export function sell(game: SimulatorGame, state: SimulatorState): SimulatorState {
  if (state.phase !== 'selling') return state;
  const sold = Math.min(state.products, state.customers);
  const income = sold * game.rules.salePrice;
  const next: SimulatorState = {
    ...state,
    capital: state.capital + income,
    profit: state.profit + income,
    products: state.products - sold,
    round: state.round + 1,
    lastSale: { sold, income },
    phase: 'playing',
  };
  return next.round > game.rules.days || isStuck(game, next) ? { ...next, phase: 'finished' } : next;
}

export function finishSimulator(state: SimulatorState): SimulatorState {
  return state.phase === 'playing' ? { ...state, phase: 'finished' } : state;
}

export function saleMessage(sale: SimulatorState['lastSale']): string {
  if (!sale) return '';
  if (sale.sold === 0) return 'Hoy no vendiste nada: necesitas productos y clientes.';
  return `¡Vendiste ${sale.sold} ${sale.sold === 1 ? 'producto' : 'productos'} y ganaste ${sale.income} monedas!`;
}

/** What an action gives, for its button: "+5 productos, +3 clientes". */
export function actionEffects(action: SimulatorAction): string {
  return [action.products ? `+${action.products} productos` : '', action.customers ? `+${action.customers} clientes` : ''].filter(Boolean).join(', ');
}

/** The game's own points for the child's progress: what the capital grew, 0 to 1000. */
export function simulatorPoints(game: SimulatorGame, state: SimulatorState): number {
  return Math.min(1000, Math.max(0, state.capital - game.rules.startCapital));
}
