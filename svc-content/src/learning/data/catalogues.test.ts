import { PROGRESS_EVENT_TYPES } from '@universo/contracts';
import { ProgressAccumulator } from '../domain/progressStats';
import { ACTIVITIES, ADVANCED_GAMES, CHAPTER_SKILLS } from './activities';
import { REWARDS } from './rewards';
import { SKILLS } from './skills';

describe('learning catalogues', () => {
  it('has the seven skills of the home page', () => {
    expect(SKILLS).toHaveLength(7);
    expect(new Set(SKILLS).size).toBe(7);
  });

  it('maps every activity to known skills and event types, with unique ids', () => {
    expect(new Set(ACTIVITIES.map((a) => a.id)).size).toBe(ACTIVITIES.length);
    for (const activity of ACTIVITIES) {
      // The AXXON demo is asking, not practice: it alone trains no skill.
      if (activity.id !== 'axxon-demo') expect(activity.skills.length).toBeGreaterThan(0);
      for (const skill of activity.skills) expect(SKILLS).toContain(skill);
      for (const type of activity.eventTypes) expect(PROGRESS_EVENT_TYPES).toContain(type);
    }
    for (const skill of CHAPTER_SKILLS) expect(SKILLS).toContain(skill);
    for (const game of ADVANCED_GAMES) expect(ACTIVITIES.map((a) => a.id)).toContain(game);
  });

  it('lets some activity train every skill', () => {
    const trained = new Set([...ACTIVITIES.flatMap((a) => a.skills), ...CHAPTER_SKILLS]);
    expect([...trained].sort()).toEqual([...SKILLS].sort());
  });

  it('has about ten rewards with unique ids, Spanish texts, none unlocked by nothing', () => {
    expect(REWARDS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(REWARDS.map((r) => r.id)).size).toBe(REWARDS.length);
    const empty = new ProgressAccumulator().snapshot();
    for (const reward of REWARDS) {
      expect(reward.rewardTitle.length).toBeGreaterThan(3);
      expect(reward.rewardDescription).toMatch(/\.$/);
      expect(reward.isEarned(empty)).toBe(false);
    }
  });
});
