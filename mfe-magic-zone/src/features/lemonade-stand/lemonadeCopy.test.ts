describe('lemonade copy', () => {
  it('fits each age group word cap', async () => {
    const { LEMONADE_INTRO } = await import('./lemonadeCopy');
    const { WORD_CAPS, wordCount } = await import('../../shared/age/ageGroup');
    for (const group of ['younger', 'older', 'unknown'] as const) {
      expect(wordCount(LEMONADE_INTRO[group])).toBeLessThanOrEqual(WORD_CAPS[group]);
    }
  });
});
