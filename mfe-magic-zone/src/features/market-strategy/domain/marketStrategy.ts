import { type Random, randomInt } from '../../../shared/random';

/** Spec section 9: each strategy's effect on the player's score and on every competitor's. */
export const STRATEGIES = {
  precios: { label: 'Bajar precios', icon: '🏷️', player: 15, competitors: -5, explanation: 'Más clientes te eligen, pero ganas menos por venta.' },
  innovacion: { label: 'Innovación', icon: '💡', player: 20, competitors: -2, explanation: 'Creas algo nuevo que nadie más tiene.' },
  marketing: { label: 'Marketing digital', icon: '📱', player: 12, competitors: -3, explanation: 'Más personas conocen tu negocio por internet.' },
  alianzas: { label: 'Alianzas', icon: '🤝', player: 18, competitors: 2, explanation: 'Trabajas en equipo con otros: todos crecen un poco.' },
} as const;
export type StrategyId = keyof typeof STRATEGIES;
export const STRATEGY_IDS = Object.keys(STRATEGIES) as StrategyId[];

export const MARKET_RULES = {
  playerStart: 100,
  competitorStarts: [95, 90, 85],
  /** Spec: every change also gets a random amount from −5 to +5. */
  noise: 5,
  /** Our choice (the spec gives no end): 5 rounds. */
  rounds: 5,
} as const;

export const COMPETITOR_NAMES = ['Tienda Rayo', 'Súper Luna', 'Bazar Cometa'] as const;

export interface MarketState {
  player: number;
  competitors: number[];
  round: number;
  finished: boolean;
  lastMove: { strategy: StrategyId; playerChange: number; competitorChanges: number[] } | null;
}

export function initialMarket(): MarketState {
  return { player: MARKET_RULES.playerStart, competitors: [...MARKET_RULES.competitorStarts], round: 1, finished: false, lastMove: null };
}

/**
 * Spec: the strategy changes the player's score and each competitor's, each plus its own random
 * whole number from −5 to +5 (drawn player first, then competitors in order). Scores stay at 0 or more.
 */
export function applyStrategy(state: MarketState, strategy: StrategyId, random: Random): MarketState {
  if (state.finished) return state;
  const effect = STRATEGIES[strategy];
  const playerChange = effect.player + randomInt(random, -MARKET_RULES.noise, MARKET_RULES.noise);
  const competitorChanges = state.competitors.map(() => effect.competitors + randomInt(random, -MARKET_RULES.noise, MARKET_RULES.noise));
  const round = state.round + 1;
  return {
    player: Math.max(0, state.player + playerChange),
    competitors: state.competitors.map((score, i) => Math.max(0, score + competitorChanges[i]!)),
    round,
    finished: round > MARKET_RULES.rounds,
    lastMove: { strategy, playerChange, competitorChanges },
  };
}

/** 1 when the player leads (a tie counts in the player's favour). */
export function playerRank(state: MarketState): number {
  return 1 + state.competitors.filter((score) => score > state.player).length;
}

export interface MarketStanding {
  name: string;
  score: number;
  isPlayer: boolean;
}

export function standings(state: MarketState, playerName = 'Tu negocio'): MarketStanding[] {
  return [
    { name: playerName, score: state.player, isPlayer: true },
    ...state.competitors.map((score, i) => ({ name: COMPETITOR_NAMES[i] ?? `Competidor ${i + 1}`, score, isPlayer: false })),
  ].sort((a, b) => b.score - a.score || Number(b.isPlayer) - Number(a.isPlayer));
}

/** The game's own points for the child's progress: what the score grew plus 50 for first place. */
export function marketPoints(state: MarketState): number {
  return Math.min(1000, Math.max(0, state.player - MARKET_RULES.playerStart) + (playerRank(state) === 1 ? 50 : 0));
}
