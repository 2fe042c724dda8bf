import { WORD_CAPS, wordCount } from '../../shared/age/ageGroup';
import { SPEND_OR_SAVE_INTRO } from './spendOrSaveCopy';

describe('Gasta o Ahorra copy', () => {
  it('fits each age group word cap', () => {
    for (const group of ['younger', 'older', 'unknown'] as const) {
      expect(wordCount(SPEND_OR_SAVE_INTRO[group])).toBeLessThanOrEqual(WORD_CAPS[group]);
    }
  });
});
