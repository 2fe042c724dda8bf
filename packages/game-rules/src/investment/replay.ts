import type { InvestmentGameRules } from '@universo/contracts';
import {
  buy,
  initialInvestment,
  INVESTMENT_TRADES_PER_ROUND,
  type InvestmentDeal,
  type InvestmentState,
  investmentPoints,
  nextDealtRound,
  portfolioValue,
  sellUnit,
} from './investmentGame';

export const INVESTMENT_PROBLEMS = {
  format: `Las jugadas del Juego de Inversión (details.moves) no tienen la forma esperada: las compras y ventas de cada ronda (hasta ${INVESTMENT_TRADES_PER_ROUND}), separadas por "-", por ejemplo "ac-C-"`,
  unreachable: 'Esa partida del Juego de Inversión no se puede jugar con las reglas del juego',
  result: 'El dinero o el valor final no coinciden con lo que permiten las reglas del Juego de Inversión',
} as const;

/** What the service keeps of a replayed play: its own account, never the browser's. */
export interface InvestmentOutcome {
  moves: string;
  /** Coins in the piggy bank at the end. */
  cash: number;
  /** Cash plus what the units are worth at the last prices. */
  value: number;
  /** What the money grew (0 when it shrank): the game's own score. */
  score: number;
}

export function investmentOutcome(game: InvestmentGameRules, state: InvestmentState): InvestmentOutcome {
  return { moves: state.moves, cash: state.cash, value: portfolioValue(state), score: investmentPoints(game, state) };
}

/** A deal the rules can give: each round's price of each asset moved from the last within its volatility, never under the minimum. */
export function isInvestmentDeal(game: InvestmentGameRules, deal: unknown): deal is InvestmentDeal {
  const rows = (deal as Partial<InvestmentDeal> | null)?.prices;
  if (!Array.isArray(rows) || rows.length !== game.rules.rounds) return false;
  let previous = game.assets.map((asset) => asset.startPrice);
  for (const row of rows) {
    if (!Array.isArray(row) || row.length !== game.assets.length) return false;
    const fits = game.assets.every((asset, i) => {
      const price: unknown = row[i];
      const before = previous[i]!;
      return (
        Number.isInteger(price) &&
        (price as number) >= game.rules.minPrice &&
        Math.abs((price as number) - before) <= Math.max(before * asset.volatility, before - game.rules.minPrice)
      );
    });
    if (!fits) return false;
    previous = row as number[];
  }
  return true;
}

/**
 * Replays a play (every round's trades, rounds split by "-") on the service's deal with the
 * game's own rules: the finished game, or the Spanish reason it cannot be (not the moves' shape,
 * an asset the game does not have, a purchase the cash did not cover, a sale of a unit not owned,
 * a game that did not reach its end).
 */
export function replayInvestment(game: InvestmentGameRules, deal: InvestmentDeal, moves: unknown): { state: InvestmentState } | { problem: string } {
  const trades = `{0,${INVESTMENT_TRADES_PER_ROUND}}`;
  const shape = new RegExp(`^[a-zA-Z]${trades}(-[a-zA-Z]${trades})*$`);
  if (typeof moves !== 'string' || !shape.test(moves)) return { problem: INVESTMENT_PROBLEMS.format };
  const rounds = moves.split('-');
  if (rounds.length !== game.rules.rounds) return { problem: INVESTMENT_PROBLEMS.unreachable };
  if (!isInvestmentDeal(game, deal)) return { problem: INVESTMENT_PROBLEMS.unreachable };
  let state = initialInvestment(game);
  for (const round of rounds) {
    for (const letter of round) {
      const selling = letter === letter.toUpperCase();
      const asset = game.assets[letter.toLowerCase().charCodeAt(0) - 97];
      if (!asset) return { problem: INVESTMENT_PROBLEMS.unreachable };
      const next = selling ? sellUnit(state, asset.id) : buy(state, asset.id);
      if (next === state) return { problem: INVESTMENT_PROBLEMS.unreachable };
      state = next;
    }
    state = nextDealtRound(game, state, deal);
  }
  return state.finished ? { state } : { problem: INVESTMENT_PROBLEMS.unreachable };
}
