import type { Random } from '../../../shared/random';

/** Spec sections 4 and 9: the investment game's assets, start cash and minimum price. */
export const INVESTMENT_ASSETS = {
  acciones: { label: 'Acciones', icon: '📈', startPrice: 10, volatility: 0.3, explanation: 'Pedacitos de una empresa: suben y bajan bastante.' },
  bonos: { label: 'Bonos', icon: '📜', startPrice: 15, volatility: 0.1, explanation: 'Un préstamo que haces: cambian poco, son tranquilos.' },
  cripto: { label: 'Cripto', icon: '🪙', startPrice: 25, volatility: 0.5, explanation: 'Monedas digitales: pueden subir o bajar muchísimo.' },
} as const;
export type AssetId = keyof typeof INVESTMENT_ASSETS;
export const ASSET_IDS = Object.keys(INVESTMENT_ASSETS) as AssetId[];

export const INVESTMENT_RULES = {
  startCash: 100,
  minPrice: 5,
  /** Our choice (the spec gives no end): 10 rounds. */
  rounds: 10,
} as const;

export interface InvestmentState {
  cash: number;
  prices: Record<AssetId, number>;
  previousPrices: Record<AssetId, number>;
  units: Record<AssetId, number>;
  round: number;
  finished: boolean;
}

export function initialInvestment(): InvestmentState {
  const prices = Object.fromEntries(ASSET_IDS.map((id) => [id, INVESTMENT_ASSETS[id].startPrice])) as Record<AssetId, number>;
  return {
    cash: INVESTMENT_RULES.startCash,
    prices,
    previousPrices: { ...prices },
    units: { acciones: 0, bonos: 0, cripto: 0 },
    round: 1,
    finished: false,
  };
}

export function canBuy(state: InvestmentState, asset: AssetId): boolean {
  return !state.finished && state.cash >= state.prices[asset];
}

/** Spec: buying adds one unit for its price. */
export function buy(state: InvestmentState, asset: AssetId): InvestmentState {
  if (!canBuy(state, asset)) return state;
  return { ...state, cash: state.cash - state.prices[asset], units: { ...state.units, [asset]: state.units[asset] + 1 } };
}

export function canSell(state: InvestmentState, asset: AssetId): boolean {
  return !state.finished && state.units[asset] > 0;
}

/** Selling one unit at today's price (so a child can keep a gain). */
export function sellUnit(state: InvestmentState, asset: AssetId): InvestmentState {
  if (!canSell(state, asset)) return state;
  return { ...state, cash: state.cash + state.prices[asset], units: { ...state.units, [asset]: state.units[asset] - 1 } };
}

/**
 * Spec: a price changes by a random amount within ± its volatility (relative to the price), never
 * below 5. Prices stay whole: the change is cut toward zero, so it never leaves the range.
 */
export function nextPrice(price: number, volatility: number, draw: number): number {
  const change = Math.trunc(price * volatility * (2 * draw - 1));
  return Math.max(INVESTMENT_RULES.minPrice, price + change);
}

/** The next round: every price moves (one draw per asset, in ASSET_IDS order); after round 10 the game ends. */
export function nextRound(state: InvestmentState, random: Random): InvestmentState {
  if (state.finished) return state;
  const prices = Object.fromEntries(
    ASSET_IDS.map((id) => [id, nextPrice(state.prices[id], INVESTMENT_ASSETS[id].volatility, random())]),
  ) as Record<AssetId, number>;
  const round = state.round + 1;
  return { ...state, previousPrices: state.prices, prices, round, finished: round > INVESTMENT_RULES.rounds };
}

/** Cash plus what the units are worth today. */
export function portfolioValue(state: InvestmentState): number {
  return state.cash + ASSET_IDS.reduce((sum, id) => sum + state.units[id] * state.prices[id], 0);
}

export function priceTrend(state: InvestmentState, asset: AssetId): 'up' | 'down' | 'same' {
  const diff = state.prices[asset] - state.previousPrices[asset];
  return diff > 0 ? 'up' : diff < 0 ? 'down' : 'same';
}

/** The game's own points for the child's progress: what the money grew, 0 to 1000. */
export function investmentPoints(state: InvestmentState): number {
  return Math.min(1000, Math.max(0, Math.round(portfolioValue(state) - INVESTMENT_RULES.startCash)));
}
