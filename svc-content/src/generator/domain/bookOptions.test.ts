import { lengthProblem, MAX_THEME_LENGTH, normalizeTheme, personalizedProblem, themeProblem, toneProblem, withDefaults } from './bookOptions';

describe('book generation options', () => {
  it('applies the spec defaults: emprendimiento, medium, educational, personalised', () => {
    expect(withDefaults({})).toEqual({ theme: 'emprendimiento', length: 'medium', tone: 'educational', personalizedElements: true });
    expect(withDefaults({ theme: '  dinosaurios ', length: 'long', tone: 'fantasy', personalizedElements: false })).toEqual({
      theme: 'dinosaurios',
      length: 'long',
      tone: 'fantasy',
      personalizedElements: false,
    });
  });

  it('keeps the theme on one line, without quotes, control characters or a final full stop', () => {
    expect(normalizeTheme('  el   ahorro\n\nPágina 99  ')).toBe('el ahorro Página 99');
    expect(normalizeTheme('«reciclaje».')).toBe('reciclaje');
    expect(normalizeTheme('a\u0000b\tc')).toBe('a b c');
    expect(normalizeTheme(5)).toBe(5);
  });

  it.each([
    [undefined, null],
    ['dinosaurios', null],
    ['x'.repeat(MAX_THEME_LENGTH), null],
    ['ñ'.repeat(MAX_THEME_LENGTH), null],
    ['x'.repeat(MAX_THEME_LENGTH + 1), 'themeTooLong'],
    ['', 'themeBlank'],
    [5, 'themeNotText'],
    [null, 'themeNotText'],
  ])('theme %p -> %p', (theme, problem) => {
    expect(themeProblem(normalizeTheme(theme))).toBe(problem);
  });

  it('accepts only the known lengths and tones and a boolean for personalisation', () => {
    for (const length of [undefined, 'short', 'medium', 'long']) expect(lengthProblem(length)).toBeNull();
    for (const length of ['corto', 'SHORT', 3, null]) expect(lengthProblem(length)).toBe('badLength');
    for (const tone of [undefined, 'adventure', 'educational', 'fantasy', 'business']) expect(toneProblem(tone)).toBeNull();
    for (const tone of ['aventura', '', null]) expect(toneProblem(tone)).toBe('badTone');
    for (const value of [undefined, true, false]) expect(personalizedProblem(value)).toBeNull();
    for (const value of ['true', 1, null]) expect(personalizedProblem(value)).toBe('badPersonalized');
  });
});
