import type { InvestmentAsset, InvestmentGameRules } from '@universo/contracts';
import type { Random } from '../random';

/**
 * Juego de Inversión's rules, run by the game in mfe-magic-zone and by svc-content to replay a
 * reported play. Its numbers (start cash, each asset's start price and volatility, the minimum
 * price) are svc-content's (the premium game it sends).
 */
export interface InvestmentState {
  cash: number;
  /** By asset id. */
  prices: Record<string, number>;
  previousPrices: Record<string, number>;
  units: Record<string, number>;
  round: number;
  finished: boolean;
  /**
   * What the child did, round by round (rounds split by "-"): a letter per trade, "a" to buy one of
   * the game's first asset, "b" its second…, upper case to sell one ("ab-C-"): see replay.ts.
   */
  moves: string;
}

/** A round holds at most this many trades, so a whole game's moves stay short enough to report. */
export const INVESTMENT_TRADES_PER_ROUND = 8;

function byAsset(game: InvestmentGameRules, value: (asset: InvestmentAsset) => number): Record<string, number> {
  return Object.fromEntries(game.assets.map((asset) => [asset.id, value(asset)]));
}

export function initialInvestment(game: InvestmentGameRules): InvestmentState {
  const prices = byAsset(game, (asset) => asset.startPrice);
  return { cash: game.rules.startCash, prices, previousPrices: { ...prices }, units: byAsset(game, () => 0), round: 1, finished: false, moves: '' };
}

function priceOf(state: InvestmentState, asset: string): number | undefined {
  return state.prices[asset];
}

/** Trades made in the current round. */
export function tradesThisRound(state: InvestmentState): number {
  return state.moves.length - (state.moves.lastIndexOf('-') + 1);
}

function canTrade(state: InvestmentState): boolean {
  return !state.finished && tradesThisRound(state) < INVESTMENT_TRADES_PER_ROUND;
}

/** The letter of a trade: the asset's position in the order of `prices` (the game's), upper case to sell. */
function tradeLetter(state: InvestmentState, asset: string, selling: boolean): string {
  const letter = String.fromCharCode(97 + Object.keys(state.prices).indexOf(asset));
  return selling ? letter.toUpperCase() : letter;
}

export function canBuy(state: InvestmentState, asset: string): boolean {
  const price = priceOf(state, asset);
  return canTrade(state) && price !== undefined && state.cash >= price;
}

/** Spec: buying adds one unit for its price. */
export function buy(state: InvestmentState, asset: string): InvestmentState {
  if (!canBuy(state, asset)) return state;
  return {
    ...state,
    cash: state.cash - priceOf(state, asset)!,
    units: { ...state.units, [asset]: (state.units[asset] ?? 0) + 1 },
    moves: state.moves + tradeLetter(state, asset, false),
  };
}

export function canSell(state: InvestmentState, asset: string): boolean {
  return canTrade(state) && (state.units[asset] ?? 0) > 0;
}

/** Selling one unit at today's price (so a child can keep a gain). */
export function sellUnit(state: InvestmentState, asset: string): InvestmentState {
  if (!canSell(state, asset)) return state;
  return {
    ...state,
    cash: state.cash + priceOf(state, asset)!,
    units: { ...state.units, [asset]: (state.units[asset] ?? 0) - 1 },
    moves: state.moves + tradeLetter(state, asset, true),
  };
}

/**
 * Spec: a price changes by a random amount within ± its volatility (relative to the price), never
 * below the minimum. Prices stay whole: the change is cut toward zero, so it never leaves the range.
 */
export function nextPrice(price: number, volatility: number, draw: number, minPrice: number): number {
  const change = Math.trunc(price * volatility * (2 * draw - 1));
  return Math.max(minPrice, price + change);
}

/** The next round at the given prices (by asset id); after the last round the game ends. */
export function nextRoundAt(game: InvestmentGameRules, state: InvestmentState, prices: Record<string, number>): InvestmentState {
  if (state.finished) return state;
  const round = state.round + 1;
  const finished = round > game.rules.rounds;
  return { ...state, previousPrices: state.prices, prices, round, finished, moves: finished ? state.moves : `${state.moves}-` };
}

/** The next round: every price moves (one draw per asset, in the game's order); after the last round the game ends. */
export function nextRound(game: InvestmentGameRules, state: InvestmentState, random: Random): InvestmentState {
  if (state.finished) return state;
  return nextRoundAt(
    game,
    state,
    byAsset(game, (asset) => nextPrice(state.prices[asset.id] ?? asset.startPrice, asset.volatility, random(), game.rules.minPrice)),
  );
}

/**
 * The prices of every round after the first, dealt by the service when a play starts
 * (POST /api/axxon/plays): `prices[r]` holds round r + 2's price of each asset, in the game's order.
 */
export interface InvestmentDeal {
  prices: number[][];
}

/** A deal within the rules: each round's prices moved from the last with `nextPrice`. */
export function dealInvestment(game: InvestmentGameRules, random: Random): InvestmentDeal {
  let current = game.assets.map((asset) => asset.startPrice);
  const prices: number[][] = [];
  for (let round = 0; round < game.rules.rounds; round++) {
    current = game.assets.map((asset, i) => nextPrice(current[i]!, asset.volatility, random(), game.rules.minPrice));
    prices.push(current);
  }
  return { prices };
}

/** The next round on a dealt play: its prices are the deal's. */
export function nextDealtRound(game: InvestmentGameRules, state: InvestmentState, deal: InvestmentDeal): InvestmentState {
  const row = deal.prices[state.round - 1];
  if (!row) return state;
  return nextRoundAt(
    game,
    state,
    byAsset(game, (asset) => row[game.assets.indexOf(asset)] ?? asset.startPrice),
  );
}

/** Cash plus what the units are worth today. */
export function portfolioValue(state: InvestmentState): number {
  return state.cash + Object.entries(state.units).reduce((sum, [id, units]) => sum + units * (state.prices[id] ?? 0), 0);
}

export function priceTrend(state: InvestmentState, asset: string): 'up' | 'down' | 'same' {
  const diff = (state.prices[asset] ?? 0) - (state.previousPrices[asset] ?? 0);
  return diff > 0 ? 'up' : diff < 0 ? 'down' : 'same';
}

/** The game's own score: what the money grew, 0 when it shrank. */
export function investmentPoints(game: InvestmentGameRules, state: InvestmentState): number {
  return Math.max(0, Math.round(portfolioValue(state) - game.rules.startCash));
}
