import type { SimulatorAction, SimulatorGame } from '@universo/contracts';

/**
 * Simulador de Negocio's rules, run by the game in mfe-magic-zone and by svc-content to replay a
 * reported season. Its numbers (capital, sale price, the actions' costs and effects) are
 * svc-content's (the premium game it sends): the rules here only apply them.
 */
export type SimulatorPhase = 'playing' | 'selling' | 'finished';

/** One sale day's accounts: what the shop had, sold, took in (ingresos) and paid (costos). */
export interface SimulatorDay {
  /** Products and customers when the shop opened. */
  products: number;
  customers: number;
  sold: number;
  /** Ingresos: what the sales brought in. */
  income: number;
  /** Costos: what the day's action cost. */
  costs: number;
  /** Ganancia: ingresos − costos (negative on a day that lost money). */
  profit: number;
}

/**
 * Spec section 3: Simulator state (name, capital, products, customers, profit, round), plus the
 * screen's phase and the season's ingresos and costos. `profit` is the ganancia, ingresos − costos
 * (the spec adds only the sales to it: see docs/spec-deviations.md), so a season can lose money.
 */
export interface SimulatorState {
  name: string;
  capital: number;
  products: number;
  customers: number;
  /** Ingresos of the season: every sale's money. */
  income: number;
  /** Costos of the season: every action paid. */
  costs: number;
  /** Ganancia of the season: income − costs. */
  profit: number;
  round: number;
  phase: SimulatorPhase;
  /** What the action of the day being sold cost (0 outside a sale). */
  dayCosts: number;
  lastSale: SimulatorDay | null;
  /**
   * The season's moves so far: the position in the game's actions of each day's action, in order
   * ("0120"). With the game's rules they replay the whole season (see replay.ts).
   */
  moves: string;
}

export function initialSimulator(game: SimulatorGame, name = ''): SimulatorState {
  return {
    name: name.trim() || game.rules.defaultShopName,
    capital: game.rules.startCapital,
    products: 0,
    customers: 0,
    income: 0,
    costs: 0,
    profit: 0,
    round: 1,
    phase: 'playing',
    dayCosts: 0,
    lastSale: null,
    moves: '',
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
    costs: state.costs + action.cost,
    profit: state.profit - action.cost,
    dayCosts: action.cost,
    phase: 'selling',
    moves: state.moves + String(game.actions.indexOf(action)),
  };
}

/** No action is affordable: the shop cannot go on. */
export function isStuck(game: SimulatorGame, state: SimulatorState): boolean {
  return game.actions.every((action) => state.capital < action.cost);
}

/**
 * Spec: sells the smaller of products and customers at the sale price, adding that to capital and
 * to the ingresos (the ganancia is ingresos − costos). The products sold leave the shelf; the
 * customers stay (they come back tomorrow). Then the next day starts, or the game ends after the
 * last day or when no action is affordable.
 */
export function sell(game: SimulatorGame, state: SimulatorState): SimulatorState {
  if (state.phase !== 'selling') return state;
  const sold = Math.min(state.products, state.customers);
  const income = sold * game.rules.salePrice;
  const day: SimulatorDay = {
    products: state.products,
    customers: state.customers,
    sold,
    income,
    costs: state.dayCosts,
    profit: income - state.dayCosts,
  };
  const next: SimulatorState = {
    ...state,
    capital: state.capital + income,
    income: state.income + income,
    profit: state.profit + income,
    products: state.products - sold,
    round: state.round + 1,
    dayCosts: 0,
    lastSale: day,
    phase: 'playing',
  };
  return next.round > game.rules.days || isStuck(game, next) ? { ...next, phase: 'finished' } : next;
}

export function finishSimulator(state: SimulatorState): SimulatorState {
  return state.phase === 'playing' ? { ...state, phase: 'finished' } : state;
}

const coins = (n: number) => `${n} ${n === 1 ? 'moneda' : 'monedas'}`;

/** The sale's short message (spec: shown for 3 s): what was sold and the money it brought in. */
export function saleMessage(sale: SimulatorDay | null): string {
  if (!sale) return '';
  if (sale.sold === 0) return 'Hoy no vendiste nada: necesitas productos y clientes.';
  return `¡Vendiste ${sale.sold} ${sale.sold === 1 ? 'producto' : 'productos'} y cobraste ${coins(sale.income)}!`;
}

/** Why a day sold less than it could, in a child's words (null when nothing held it back). */
export function whatHeldBack(day: SimulatorDay): string | null {
  if (day.products === 0 && day.customers === 0) return 'no tenías productos ni clientes';
  if (day.products === 0) return 'no tenías productos para vender';
  if (day.customers === 0) return 'ningún cliente vino a comprar';
  if (day.products < day.customers) return `solo tenías ${day.products} ${day.products === 1 ? 'producto' : 'productos'} para ${day.customers} clientes`;
  if (day.customers < day.products)
    return `${day.customers === 1 ? 'solo vino 1 cliente' : `solo vinieron ${day.customers} clientes`} para ${day.products} productos`;
  return null;
}

/**
 * The day's accounts in one sentence a child understands: what came in, what went out, and
 * whether the shop won or lost money — and, on a losing day, why.
 */
export function dayExplanation(day: SimulatorDay | null): string {
  if (!day) return '';
  const accounts = `Hoy cobraste ${coins(day.income)} y gastaste ${coins(day.costs)}`;
  if (day.profit > 0) return `${accounts}: ganaste ${coins(day.profit)}.`;
  if (day.profit === 0) return `${accounts}: no ganaste ni perdiste.`;
  const why = whatHeldBack(day);
  return `${accounts}: perdiste ${coins(-day.profit)}${why ? `, porque ${why}` : ', porque gastaste más de lo que vendiste'}.`;
}

/** The season's ending, in one or two short sentences: the accounts, and what to try next time when it lost money. */
export function seasonSummary(state: SimulatorState): string {
  const accounts = `Cobraste ${coins(state.income)} y gastaste ${coins(state.costs)}`;
  if (state.profit > 0) return `${accounts}: ¡${state.name} ganó ${coins(state.profit)}!`;
  if (state.profit === 0) return `${accounts}: ${state.name} no ganó ni perdió.`;
  return `${accounts}: ${state.name} perdió ${coins(-state.profit)}, porque gastó más de lo que vendió. La próxima vez compra productos y consigue clientes a la vez.`;
}

/** What an action gives, for its button: "+5 productos, +3 clientes". */
export function actionEffects(action: SimulatorAction): string {
  return [action.products ? `+${action.products} productos` : '', action.customers ? `+${action.customers} clientes` : ''].filter(Boolean).join(', ');
}

/** The season's score: what the capital grew (the season's ganancia), 0 when it lost money. */
export function simulatorPoints(game: SimulatorGame, state: SimulatorState): number {
  return Math.max(0, state.capital - game.rules.startCapital);
}
