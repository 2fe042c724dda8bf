import type { MarketGame } from '@universo/contracts';
import { applyDealtStrategy, initialMarket, type MarketDeal, marketPoints, type MarketState, playerRank } from './marketStrategy';

export const MARKET_PROBLEMS = {
  format: 'Las jugadas de Estrategia de Mercado (details.moves) no tienen la forma esperada: la estrategia de cada ronda, por ejemplo "13021"',
  unreachable: 'Esa partida de Estrategia de Mercado no se puede jugar con las reglas del juego',
  result: 'El puntaje o el puesto no coinciden con lo que permiten las reglas de Estrategia de Mercado',
} as const;

/** What the service keeps of a replayed play: its own account, never the browser's. */
export interface MarketOutcome {
  moves: string;
  /** The player's final score (the table's "Puntaje"). */
  playerScore: number;
  rank: number;
  /** What the score grew plus the leader's bonus: the game's own score. */
  score: number;
}

export function marketOutcome(game: MarketGame, state: MarketState): MarketOutcome {
  return { moves: state.moves, playerScore: state.player, rank: playerRank(state), score: marketPoints(game, state) };
}

/** A deal the rules can give: one luck per score and round, each a whole number from −noise to +noise. */
export function isMarketDeal(game: MarketGame, deal: unknown): deal is MarketDeal {
  const { rounds, noise, competitorStarts } = game.rules;
  const rows = (deal as Partial<MarketDeal> | null)?.noise;
  return (
    Array.isArray(rows) &&
    rows.length === rounds &&
    rows.every((row) => Array.isArray(row) && row.length === 1 + competitorStarts.length && row.every((n) => Number.isInteger(n) && Math.abs(n) <= noise))
  );
}

/**
 * Replays a play (the strategy of every round, by its position in the game's strategies) on the
 * service's deal with the game's own rules: the finished game, or the Spanish reason it cannot be
 * (not a string of positions, a strategy the game does not have, a game that did not reach its end).
 */
export function replayMarket(game: MarketGame, deal: MarketDeal, moves: unknown): { state: MarketState } | { problem: string } {
  if (typeof moves !== 'string' || !/^[0-9]*$/.test(moves) || moves.length > game.rules.rounds) return { problem: MARKET_PROBLEMS.format };
  if (!isMarketDeal(game, deal)) return { problem: MARKET_PROBLEMS.unreachable };
  let state = initialMarket(game);
  for (const move of moves) {
    const strategy = game.strategies[Number(move)];
    if (!strategy) return { problem: MARKET_PROBLEMS.unreachable };
    state = applyDealtStrategy(game, state, strategy.id, deal);
  }
  return state.finished ? { state } : { problem: MARKET_PROBLEMS.unreachable };
}
