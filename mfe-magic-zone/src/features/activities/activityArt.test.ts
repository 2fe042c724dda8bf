import { CHARACTER_IDS } from '@universo/contracts';
import { ALL_ACTIVITIES, FREE_ACTIVITIES, PREMIUM_ACTIVITIES } from './activities';
import { ACTIVITY_GUIDE, activityGuide } from './activityArt';

describe('activityGuide (issue 18: a character on every activity card)', () => {
  it('gives every activity one of the six characters', () => {
    for (const activity of ALL_ACTIVITIES) expect(CHARACTER_IDS).toContain(activityGuide(activity.id));
    expect(Object.keys(ACTIVITY_GUIDE).sort()).toEqual(ALL_ACTIVITIES.map((activity) => activity.id).sort());
  });

  it('matches the books: Leo sells lemonade, Don Ernesto teaches saving', () => {
    expect(activityGuide('limonada')).toBe('leo');
    expect(activityGuide('gasta-ahorra')).toBe('don_ernesto');
  });

  it('shows each free card a different character, and each premium card too', () => {
    for (const cards of [FREE_ACTIVITIES, PREMIUM_ACTIVITIES]) {
      expect(new Set(cards.map((activity) => activityGuide(activity.id))).size).toBe(cards.length);
    }
  });
});
