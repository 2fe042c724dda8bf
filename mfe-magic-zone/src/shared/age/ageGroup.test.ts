import { ageGroupLabel, ageGroupOf, capWords, fitToAge, WORD_CAPS, wordCount } from './ageGroup';
import { textForAge } from './ageTexts';
import { effectiveChildAge, effectiveChildName } from './childAge';

describe('ageGroupOf (spec section 6)', () => {
  it.each([
    [6, 'younger'],
    [7, 'younger'],
    [8, 'older'],
    [10, 'older'],
    [5, 'unknown'],
    [11, 'unknown'],
    [14, 'unknown'],
    [7.5, 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
  ] as const)('age %p is %p', (age, group) => expect(ageGroupOf(age)).toBe(group));

  it('labels only a known group', () => {
    expect(ageGroupLabel(6)).toMatch(/6 a 7/);
    expect(ageGroupLabel(9)).toMatch(/8 a 10/);
    expect(ageGroupLabel(12)).toBeUndefined();
    expect(ageGroupLabel(null)).toBeUndefined();
  });
});

describe('word caps (spec section 9)', () => {
  it('are 50 for 6-7, 150 for 8-10 and 100 otherwise', () => {
    expect(WORD_CAPS).toEqual({ younger: 50, older: 150, unknown: 100 });
  });

  it('counts words, not punctuation', () => {
    expect(wordCount('¡Hola, amiga! Tienes $1.000 — ¿qué harás?')).toBe(6);
    expect(wordCount('   ')).toBe(0);
  });

  it('cuts a text at the cap and marks the cut', () => {
    const long = Array.from({ length: 60 }, (_, i) => `palabra${i}`).join(' ');
    const younger = fitToAge(long, 'younger');
    expect(wordCount(younger)).toBe(50);
    expect(younger.endsWith('…')).toBe(true);
    expect(wordCount(fitToAge(long, 'unknown'))).toBe(60);
    expect(capWords('Uno dos tres.', 2)).toBe('Uno dos…');
    expect(capWords('Uno dos tres.', 3)).toBe('Uno dos tres.');
  });

  it('picks the text of the group', () => {
    const texts = { younger: 'corto', older: 'largo', unknown: 'medio' };
    expect(textForAge(texts, 'younger')).toBe('corto');
    expect(textForAge(texts, 'older')).toBe('largo');
    expect(textForAge(texts, 'unknown')).toBe('medio');
  });
});

describe('whose age and name the Magic Zone follows', () => {
  const user = { age: 9, firstName: 'Valentina' };
  it('prefers the child profile of a logged-in family', () => {
    expect(effectiveChildAge(user, { childAge: 6 })).toBe(6);
    expect(effectiveChildName(user, { childName: 'Tomás' })).toBe('Tomás');
  });
  it("falls back to the user's own age and first name", () => {
    expect(effectiveChildAge(user, null)).toBe(9);
    expect(effectiveChildAge({ age: null }, undefined)).toBeNull();
    expect(effectiveChildName(user, undefined)).toBe('Valentina');
  });
  it('knows nothing about a visitor', () => {
    expect(effectiveChildAge(null, { childAge: 6 })).toBeNull();
    expect(effectiveChildName(undefined, null)).toBe('');
  });
});
