import type { ChildDashboard, ChildProfileRequest, Reward } from '../../apiShapes';
import { REWARDS, type RewardDefinition } from '../data/rewards';
import { levelStatus } from './levels';
import { ProgressAccumulator, type ProgressEventRecord, type ProgressStats } from './progressStats';
import { skillsLearned, topSkills } from './skillsProgress';

export interface RewardUnlock {
  /** The event whose arrival made the rule hold. */
  eventId: string;
  at: Date;
}

export interface ProgressSummary {
  stats: ProgressStats;
  /** Points each event earned, by event id. */
  pointsByEvent: ReadonlyMap<string, number>;
  /** Unlocked rewards by reward id. */
  unlocks: ReadonlyMap<string, RewardUnlock>;
}

/** Stored ids grow with each insert: comparing them (as whole numbers in text) gives the order events arrived in. */
function byArrival(a: ProgressEventRecord, b: ProgressEventRecord): number {
  return a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Replays the events in the order they arrived (each counts for the Bogotá day it happened): each
 * earns its points, and a reward unlocks at the first event after which its rule holds, so
 * `unlockedAt` is that event's time and never changes later. A new event is always replayed last,
 * so it never lowers what earlier ones earned: the total, and the level, never go down.
 */
export function summarizeProgress(events: readonly ProgressEventRecord[], rewards: readonly RewardDefinition[] = REWARDS): ProgressSummary {
  const ordered = [...events].sort(byArrival);
  const accumulator = new ProgressAccumulator();
  const pointsByEvent = new Map<string, number>();
  const unlocks = new Map<string, RewardUnlock>();
  for (const event of ordered) {
    pointsByEvent.set(event.id, accumulator.add(event));
    const stats = accumulator.snapshot();
    for (const reward of rewards) {
      if (!unlocks.has(reward.id) && reward.isEarned(stats)) unlocks.set(reward.id, { eventId: event.id, at: event.occurredAt });
    }
  }
  return { stats: accumulator.snapshot(), pointsByEvent, unlocks };
}

/** The rewards list: every reward of the catalogue, locked or unlocked with its date. */
export function rewardList(summary: ProgressSummary, rewards: readonly RewardDefinition[] = REWARDS): Reward[] {
  return rewards.map((reward) => {
    const unlock = summary.unlocks.get(reward.id);
    return {
      id: reward.id,
      rewardTitle: reward.rewardTitle,
      rewardDescription: reward.rewardDescription,
      isUnlocked: unlock !== undefined,
      unlockedAt: unlock ? unlock.at.toISOString() : null,
    };
  });
}

/** The dashboard of a profile (spec section 3, Child profile), all computed from the summary. */
export function buildDashboard(profile: ChildProfileRequest, summary: ProgressSummary): ChildDashboard {
  const { stats } = summary;
  const level = levelStatus(stats.totalPoints);
  return {
    profile: {
      childName: profile.childName,
      childAge: profile.childAge,
      learningLevel: profile.learningLevel,
      preferredCharacter: profile.preferredCharacter,
      progressTracking: {
        businessIdeasCount: stats.businessIdeas,
        skillsLearned: skillsLearned(stats.skillEvents),
      },
    },
    currentLevel: level.currentLevel,
    progressPercentage: level.progressPercentage,
    nextMilestone: level.nextMilestone,
    analytics: {
      totalSessions: stats.sessionDays,
      topSkills: topSkills(stats.skillEvents),
    },
  };
}
