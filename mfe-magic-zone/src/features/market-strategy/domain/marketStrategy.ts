import type { MarketGame, MarketStrategyOption } from '@universo/contracts';
import { type Random, randomInt } from '../../../shared/random';

/**
 * Estrategia de Mercado's rules. Its numbers (each strategy's effects, the competitors' start
 * scores, the noise) come from svc-content with the game, after the plan check.
 */
export interface MarketState {
  player: number;
  competitors: number[];
  round: number;
  finished: boolean;
  lastMove: { strategy: string; playerChange: number; competitorChanges: number[] } | null;
}

export function initialMarket(game: MarketGame): MarketState {
  return { player: game.rules.playerStart, competitors: [...game.rules.competitorStarts], round: 1, finished: false, lastMove: null };
}

export function findStrategy(game: MarketGame, id: string): MarketStrategyOption | undefined {
  return game.strategies.find((strategy) => strategy.id === id);
}

/**
 * Spec: the strategy changes the player's score and each competitor's, each plus its own random
 * whole number from −noise to +noise (drawn player first, then competitors in order). Scores stay
 * at 0 or more.
 */
export function applyStrategy(game: MarketGame, state: MarketState, strategyId: string, random: Random): MarketState {
  const effect = findStrategy(game, strategyId);
  if (state.finished || !effect) return state;
  const { noise } = game.rules;
  const playerChange = effect.player + randomInt(random, -noise, noise);
  const competitorChanges = state.competitors.map(() => effect.competitors + randomInt(random, -noise, noise));
  const round = state.round + 1;
  return {
    player: Math.max(0, state.player + playerChange),
    competitors: state.competitors.map((score, i) => Math.max(0, score + competitorChanges[i]!)),
    round,
    finished: round > game.rules.rounds,
    lastMove: { strategy: effect.id, playerChange, competitorChanges },
  };
}

const points = (n: number) => `${n} ${n === 1 ? 'punto' : 'puntos'}`;

/** How a score moved, as a child says it: "subió 20 puntos", "bajó 3 puntos", "no cambió". */
export function moved(change: number): string {
  if (change > 0) return `subió ${points(change)}`;
  if (change < 0) return `bajó ${points(-change)}`;
  return 'no cambió';
}

/** How the competitors' scores moved together: all up, all down, or a little each way. */
export function competitorsMoved(changes: readonly number[]): string {
  if (changes.length > 0 && changes.every((c) => c > 0)) return 'subió';
  if (changes.length > 0 && changes.every((c) => c < 0)) return 'bajó';
  if (changes.every((c) => c === 0)) return 'no cambió';
  return 'cambió un poco';
}

/**
 * Why the scores moved this round, in one sentence: the player's change, the competitors', the
 * strategy's reason (from the service) and, when it played a part, the luck (the ±noise draw).
 */
export function moveExplanation(game: MarketGame, move: MarketState['lastMove']): string {
  if (!move) return '';
  const strategy = findStrategy(game, move.strategy);
  if (!strategy) return '';
  const luck = move.playerChange - strategy.player;
  const luckPart = luck > 0 ? `, y la suerte te sumó ${points(luck)}` : luck < 0 ? `, y la mala suerte te quitó ${points(-luck)}` : '';
  return `${strategy.label}: tu puntaje ${moved(move.playerChange)} y el de tus competidores ${competitorsMoved(move.competitorChanges)}, porque ${strategy.why}${luckPart}.`;
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

export function standings(game: MarketGame, state: MarketState, playerName = 'Tu negocio'): MarketStanding[] {
  return [
    { name: playerName, score: state.player, isPlayer: true },
    ...state.competitors.map((score, i) => ({ name: game.competitorNames[i] ?? `Competidor ${i + 1}`, score, isPlayer: false })),
  ].sort((a, b) => b.score - a.score || Number(b.isPlayer) - Number(a.isPlayer));
}

/** The game's own points for the child's progress: what the score grew, plus the leader's bonus. */
export function marketPoints(game: MarketGame, state: MarketState): number {
  const bonus = playerRank(state) === 1 ? game.rules.leaderBonus : 0;
  return Math.min(1000, Math.max(0, state.player - game.rules.playerStart) + bonus);
}
