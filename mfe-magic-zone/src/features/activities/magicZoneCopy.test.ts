import { type AgeGroup, WORD_CAPS, wordCount } from '../../shared/age/ageGroup';
import { textForAge } from '../../shared/age/ageTexts';
import { FREE_SECTION_HINT, MAGIC_ZONE_INTRO, MAGIC_ZONE_SUBTITLE } from './magicZoneCopy';

const GROUPS: AgeGroup[] = ['younger', 'older', 'unknown'];

describe('the Magic Zone copy by age group (spec sections 6 and 9)', () => {
  it.each([
    ['subtitle', MAGIC_ZONE_SUBTITLE],
    ['intro', MAGIC_ZONE_INTRO],
    ['free hint', FREE_SECTION_HINT],
  ] as const)('the %s fits every word cap and differs by group', (_name, texts) => {
    for (const group of GROUPS) {
      expect(wordCount(texts[group])).toBeLessThanOrEqual(WORD_CAPS[group]);
      expect(textForAge(texts, group)).toBe(texts[group]);
    }
    expect(new Set(GROUPS.map((g) => texts[g])).size).toBe(3);
  });

  it('speaks shorter to younger children', () => {
    expect(wordCount(MAGIC_ZONE_INTRO.younger)).toBeLessThan(wordCount(MAGIC_ZONE_INTRO.unknown));
    expect(wordCount(MAGIC_ZONE_INTRO.unknown)).toBeLessThan(wordCount(MAGIC_ZONE_INTRO.older));
  });

  it('never says the subtitle twice: the first paragraph does not open with it or share its opening words', () => {
    const opening = (text: string) => text.toLowerCase().split(/\s+/).slice(0, 3).join(' ');
    for (const group of GROUPS) {
      expect(MAGIC_ZONE_INTRO[group].toLowerCase()).not.toContain(MAGIC_ZONE_SUBTITLE[group].toLowerCase().replace(/[¡!.]/g, ''));
      expect(opening(MAGIC_ZONE_INTRO[group])).not.toBe(opening(MAGIC_ZONE_SUBTITLE[group]));
    }
  });
});
