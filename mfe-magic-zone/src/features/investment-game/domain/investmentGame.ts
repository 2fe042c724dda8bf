import type { InvestmentAsset, InvestmentGameRules, InvestmentRisk } from '@universo/contracts';
import type { AgeGroup } from '../../../shared/age/ageGroup';
import type { Random } from '../../../shared/random';

/**
 * Juego de Inversión's rules. Its numbers (start cash, each asset's start price and volatility,
 * the minimum price) come from svc-content with the game, after the plan check.
 */
export interface InvestmentState {
  cash: number;
  /** By asset id. */
  prices: Record<string, number>;
  previousPrices: Record<string, number>;
  units: Record<string, number>;
  round: number;
  finished: boolean;
}

function byAsset(game: InvestmentGameRules, value: (asset: InvestmentAsset) => number): Record<string, number> {
  return Object.fromEntries(game.assets.map((asset) => [asset.id, value(asset)]));
}

export function initialInvestment(game: InvestmentGameRules): InvestmentState {
  const prices = byAsset(game, (asset) => asset.startPrice);
  return { cash: game.rules.startCash, prices, previousPrices: { ...prices }, units: byAsset(game, () => 0), round: 1, finished: false };
}

function priceOf(state: InvestmentState, asset: string): number | undefined {
  return state.prices[asset];
}

export function canBuy(state: InvestmentState, asset: string): boolean {
  const price = priceOf(state, asset);
  return !state.finished && price !== undefined && state.cash >= price;
}

/** Spec: buying adds one unit for its price. */
export function buy(state: InvestmentState, asset: string): InvestmentState {
  if (!canBuy(state, asset)) return state;
  return { ...state, cash: state.cash - priceOf(state, asset)!, units: { ...state.units, [asset]: (state.units[asset] ?? 0) + 1 } };
}

export function canSell(state: InvestmentState, asset: string): boolean {
  return !state.finished && (state.units[asset] ?? 0) > 0;
}

/** Selling one unit at today's price (so a child can keep a gain). */
export function sellUnit(state: InvestmentState, asset: string): InvestmentState {
  if (!canSell(state, asset)) return state;
  return { ...state, cash: state.cash + priceOf(state, asset)!, units: { ...state.units, [asset]: (state.units[asset] ?? 0) - 1 } };
}

/**
 * Spec: a price changes by a random amount within ± its volatility (relative to the price), never
 * below the minimum. Prices stay whole: the change is cut toward zero, so it never leaves the range.
 */
export function nextPrice(price: number, volatility: number, draw: number, minPrice: number): number {
  const change = Math.trunc(price * volatility * (2 * draw - 1));
  return Math.max(minPrice, price + change);
}

/** The next round: every price moves (one draw per asset, in the game's order); after the last round the game ends. */
export function nextRound(game: InvestmentGameRules, state: InvestmentState, random: Random): InvestmentState {
  if (state.finished) return state;
  const prices = byAsset(game, (asset) => nextPrice(state.prices[asset.id] ?? asset.startPrice, asset.volatility, random(), game.rules.minPrice));
  const round = state.round + 1;
  return { ...state, previousPrices: state.prices, prices, round, finished: round > game.rules.rounds };
}

/** Cash plus what the units are worth today. */
export function portfolioValue(state: InvestmentState): number {
  return state.cash + Object.entries(state.units).reduce((sum, [id, units]) => sum + units * (state.prices[id] ?? 0), 0);
}

export function priceTrend(state: InvestmentState, asset: string): 'up' | 'down' | 'same' {
  const diff = (state.prices[asset] ?? 0) - (state.previousPrices[asset] ?? 0);
  return diff > 0 ? 'up' : diff < 0 ? 'down' : 'same';
}

/** The game's own points for the child's progress: what the money grew, 0 to 1000. */
export function investmentPoints(game: InvestmentGameRules, state: InvestmentState): number {
  return Math.min(1000, Math.max(0, Math.round(portfolioValue(state) - game.rules.startCash)));
}

/** The badge of an investment's risk: what a child reads, and whether it is marked as very risky. */
export function riskBadge(risk: InvestmentRisk): { text: string; veryRisky: boolean } {
  switch (risk) {
    case 'muchísimo':
      return { text: '⚠️ Muy arriesgada', veryRisky: true };
    case 'bastante':
      return { text: 'Sube y baja bastante', veryRisky: false };
    case 'poco':
      return { text: 'Tranquila: cambia poco', veryRisky: false };
  }
}

/**
 * What an investment is, for the child's age: the short picture for 6 and 7; for older children
 * (or an unknown age) the fuller explanation with how far its price can move in a round.
 */
export function assetExplanation(asset: InvestmentAsset, group: AgeGroup): string {
  if (group === 'younger') return asset.simpleExplanation;
  return `${asset.explanation} Su precio puede subir o bajar hasta ${Math.round(asset.volatility * 100)} % en cada ronda.`;
}

/** The end of the game in a child's words: what the money became, and the lesson when it went down. */
export function investmentSummary(game: InvestmentGameRules, state: InvestmentState): string {
  const value = portfolioValue(state);
  const coins = (n: number) => `${n} ${n === 1 ? 'moneda' : 'monedas'}`;
  const start = `Empezaste con ${coins(game.rules.startCash)} y terminaste con ${coins(value)}`;
  if (value > game.rules.startCash) return `${start}: ¡ganaste ${coins(value - game.rules.startCash)}!`;
  if (value === game.rules.startCash) return `${start}: quedaste igual, como en la alcancía.`;
  return `${start}: perdiste ${coins(game.rules.startCash - value)}, porque los precios pueden subir o bajar; repartir tus monedas en varias cosas te cuida.`;
}
