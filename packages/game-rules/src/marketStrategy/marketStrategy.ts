import type { MarketGame, MarketStrategyOption } from '@universo/contracts';
import { type Random, randomInt } from '../random';

/**
 * Estrategia de Mercado's rules, run by the game in mfe-magic-zone and by svc-content to replay a
 * reported play. Its numbers (each strategy's effects, the competitors' start scores, the noise)
 * are svc-content's (the premium game it sends).
 */
export interface MarketState {
  player: number;
  competitors: number[];
  round: number;
  finished: boolean;
  lastMove: { strategy: string; playerChange: number; competitorChanges: number[] } | null;
  /** The strategy of each round so far, by its position in the game's strategies ("1130"): see replay.ts. */
  moves: string;
}

export function initialMarket(game: MarketGame): MarketState {
  return { player: game.rules.playerStart, competitors: [...game.rules.competitorStarts], round: 1, finished: false, lastMove: null, moves: '' };
}

export function findStrategy(game: MarketGame, id: string): MarketStrategyOption | undefined {
  return game.strategies.find((strategy) => strategy.id === id);
}

/**
 * The luck of each round: for each round, the whole number from −noise to +noise added to the
 * player's change, then one for each competitor in order. The service deals it when a play starts
 * (POST /api/axxon/plays), so the luck is its own and the same in the game and in the replay.
 */
export interface MarketDeal {
  noise: number[][];
}

/** A deal within the rules: every round's luck for the player and each competitor, −noise to +noise. */
export function dealMarket(game: MarketGame, random: Random): MarketDeal {
  const { noise, rounds, competitorStarts } = game.rules;
  return { noise: Array.from({ length: rounds }, () => Array.from({ length: 1 + competitorStarts.length }, () => randomInt(random, -noise, noise))) };
}

/**
 * Spec: the strategy changes the player's score and each competitor's, each plus its own luck (a
 * whole number from −noise to +noise: the player's first, then the competitors' in order). Scores
 * stay at 0 or more. A strategy the game does not have, or a finished game, changes nothing.
 */
export function applyStrategyWith(game: MarketGame, state: MarketState, strategyId: string, luck: readonly number[]): MarketState {
  const effect = findStrategy(game, strategyId);
  if (state.finished || !effect) return state;
  const playerChange = effect.player + (luck[0] ?? 0);
  const competitorChanges = state.competitors.map((_, i) => effect.competitors + (luck[i + 1] ?? 0));
  const round = state.round + 1;
  return {
    player: Math.max(0, state.player + playerChange),
    competitors: state.competitors.map((score, i) => Math.max(0, score + competitorChanges[i]!)),
    round,
    finished: round > game.rules.rounds,
    lastMove: { strategy: effect.id, playerChange, competitorChanges },
    moves: state.moves + String(game.strategies.indexOf(effect)),
  };
}

/** The round on a dealt play: its luck is the deal's for this round. */
export function applyDealtStrategy(game: MarketGame, state: MarketState, strategyId: string, deal: MarketDeal): MarketState {
  return applyStrategyWith(game, state, strategyId, deal.noise[state.round - 1] ?? []);
}

/** The round with luck drawn now (player first, then competitors): for tests and a game dealt in the browser. */
export function applyStrategy(game: MarketGame, state: MarketState, strategyId: string, random: Random): MarketState {
  const { noise } = game.rules;
  return applyStrategyWith(
    game,
    state,
    strategyId,
    [0, ...state.competitors].map(() => randomInt(random, -noise, noise)),
  );
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

/** The game's own score: what the player's score grew, plus the leader's bonus. */
export function marketPoints(game: MarketGame, state: MarketState): number {
  const bonus = playerRank(state) === 1 ? game.rules.leaderBonus : 0;
  return Math.max(0, state.player - game.rules.playerStart) + bonus;
}
