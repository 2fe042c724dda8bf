import { DEALT_GAMES, type DealtGame, type DealtGameDeals, type ProgressEventType } from '@universo/contracts';
import type { ProgressEventDetails } from '../../apiShapes';
import {
  dealInvestment,
  dealMarket,
  INVESTMENT_PROBLEMS,
  investmentOutcome,
  MARKET_PROBLEMS,
  marketOutcome,
  playFromDeal,
  type Random,
  replayInvestment,
  replayMarket,
  replaySpendOrSave,
  savingsGoalOf,
  SPEND_OR_SAVE_PROBLEMS,
  spendOrSaveSummary,
  type SpendOrSaveDeal,
  dealSpendOrSave,
} from '@universo/game-rules';
import { INVESTMENT, MARKET } from '../../magic-zone/data/advancedGames';
import { PLAY_MESSAGES } from '../plays.messages';

/**
 * How long a dealt play stays open: long enough to finish it and send it from a slow connection,
 * short enough that no deal waits around. Starting another play of the same game closes it anyway,
 * so a child cannot collect deals and report the luckiest.
 */
export const PLAY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function isDealtGame(activity: unknown): activity is DealtGame {
  return (DEALT_GAMES as readonly unknown[]).includes(activity);
}

export function playActivityProblem(activity: unknown): string | null {
  return isDealtGame(activity) ? null : PLAY_MESSAGES.activity;
}

/** A goal is optional, and only Gasta o Ahorra's; when given it is one of the game's goals. */
export function playGoalProblem(goal: unknown, activity: unknown = 'gasta-ahorra'): string | null {
  if (goal === undefined) return null;
  if (isDealtGame(activity) && activity !== 'gasta-ahorra') return PLAY_MESSAGES.goalNotForActivity;
  return typeof goal === 'string' && savingsGoalOf(goal) ? null : PLAY_MESSAGES.goal;
}

/** A progress event names a play only for a finished dealt game. */
export function eventPlayProblem(type: ProgressEventType, activity: string, playId: string | undefined): string | null {
  if (playId === undefined) return null;
  return type === 'game_finished' && isDealtGame(activity) ? null : PLAY_MESSAGES.playIdNotForActivity;
}

/** What the service deals for a new play of this game (the premium games on the service's own numbers). */
export function dealFor<A extends DealtGame>(activity: A, random: Random): DealtGameDeals[A];
export function dealFor(activity: DealtGame, random: Random): DealtGameDeals[DealtGame] {
  switch (activity) {
    case 'gasta-ahorra': {
      const { scenario, pocketMoney } = dealSpendOrSave(random);
      return { scenario, pocketMoney: [pocketMoney[0], pocketMoney[1]] };
    }
    case 'estrategia':
      return dealMarket(MARKET, random);
    case 'inversion':
      return dealInvestment(INVESTMENT, random);
  }
}

export interface PlayRecord {
  deal: DealtGameDeals[DealtGame];
  goal: string | null;
  expiresAt: Date;
  closedAt: Date | null;
  usedAt: Date | null;
}

export type PlayStatus = 'open' | 'used' | 'expired';

/** Used wins over expired: a play that was recorded says so even after its time is up. */
export function playStatus(play: Pick<PlayRecord, 'expiresAt' | 'closedAt' | 'usedAt'>, now: Date = new Date()): PlayStatus {
  if (play.usedAt) return 'used';
  if (play.closedAt || play.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

function claimed(details: ProgressEventDetails | undefined, key: string): number | undefined {
  const value = details?.[key];
  return typeof value === 'number' ? value : undefined;
}

/**
 * Replays the reported moves (`details.moves`) against the deal the service stored, with the
 * rules the game runs. Any score, saving or count the event also claims must match the replay.
 * The stored details are the service's own account of the game, never the client's.
 */
export function verifyDealtPlay(
  play: { id: string; deal: SpendOrSaveDeal; goal: string | null },
  points: number | undefined,
  details: ProgressEventDetails | undefined,
): { verifiedScore: number; details: ProgressEventDetails } | { problem: string } {
  const moves = playFromDeal(play.deal, details?.moves);
  if (!moves) return { problem: SPEND_OR_SAVE_PROBLEMS.format };
  const replayed = replaySpendOrSave(moves, play.goal);
  if ('problem' in replayed) return replayed;
  const summary = spendOrSaveSummary(replayed.state);
  const mismatch = (value: number | undefined, actual: number) => value !== undefined && value !== actual;
  if (
    mismatch(points, summary.points) ||
    mismatch(claimed(details, 'points'), summary.points) ||
    mismatch(claimed(details, 'saved'), summary.saved) ||
    mismatch(claimed(details, 'decisions'), summary.decisions)
  ) {
    return { problem: SPEND_OR_SAVE_PROBLEMS.score };
  }
  return {
    verifiedScore: summary.points,
    details: {
      playId: play.id,
      moves: details?.moves as string,
      score: summary.points,
      saved: summary.saved,
      left: summary.left,
      decisions: summary.decisions,
      goal: play.goal,
      goalReached: summary.jar?.reached ?? null,
    },
  };
}

/** A number the event claims (the top-level `points` or a detail) that differs from the service's own. */
export function claimsDiffer(claims: Record<string, unknown>, actual: Record<string, number>): boolean {
  return Object.entries(actual).some(([key, value]) => claims[key] !== undefined && claims[key] !== value);
}

/**
 * A replayed game's outcome, or `resultProblem` when what the event claims (points, a score, a
 * value) differs from it; the stored details are the outcome, with the play it was dealt in.
 */
function verifiedOutcome<State>(
  playId: string,
  claims: Record<string, unknown>,
  replayed: { state: State } | { problem: string },
  outcomeOf: (state: State) => { moves: string; score: number },
  resultProblem: string,
): { verifiedScore: number; details: ProgressEventDetails } | { problem: string } {
  if ('problem' in replayed) return replayed;
  // Every field of a game's outcome but its moves is a number (MarketOutcome, InvestmentOutcome).
  const { moves, ...numbers } = outcomeOf(replayed.state) as { moves: string; score: number } & Record<string, number>;
  if (claimsDiffer(claims, { ...numbers, points: numbers.score })) return { problem: resultProblem };
  return { verifiedScore: numbers.score, details: { playId, moves, ...numbers } };
}

/**
 * A finished dealt play of any game, replayed on the service's own deal with the game's own rules
 * (@universo/game-rules): Gasta o Ahorra above; Estrategia de Mercado and the Juego de Inversión on
 * the service's own numbers (magic-zone/data). What the event claims beside the moves (points, a
 * score, a value) must match the replay; the stored details are the service's own account.
 */
export function verifyDealtGame(
  play: { id: string; activity: string; deal: unknown; goal: string | null },
  points: number | undefined,
  details: ProgressEventDetails | undefined,
): { verifiedScore: number; details: ProgressEventDetails } | { problem: string } {
  const claims = { ...details, points };
  if (play.activity === 'estrategia') {
    const replayed = replayMarket(MARKET, play.deal as DealtGameDeals['estrategia'], details?.moves);
    return verifiedOutcome(play.id, claims, replayed, (state) => marketOutcome(MARKET, state), MARKET_PROBLEMS.result);
  }
  if (play.activity === 'inversion') {
    const replayed = replayInvestment(INVESTMENT, play.deal as DealtGameDeals['inversion'], details?.moves);
    return verifiedOutcome(play.id, claims, replayed, (state) => investmentOutcome(INVESTMENT, state), INVESTMENT_PROBLEMS.result);
  }
  return verifyDealtPlay({ id: play.id, deal: play.deal as DealtGameDeals['gasta-ahorra'], goal: play.goal }, points, details);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function playIdProblem(value: unknown): string | null {
  return typeof value === 'string' && UUID.test(value) ? null : PLAY_MESSAGES.playId;
}
