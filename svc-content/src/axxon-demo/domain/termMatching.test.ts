import { tokenize } from './spanishText';
import { distinctWords, findTerms, hasTerm, longestMatches } from './termMatching';

describe('term matching', () => {
  const tokens = tokenize('No puedo esperar: estoy emocionadísima con mi puesto');

  it('matches words, prefixes and phrases, accent-insensitively', () => {
    expect(findTerms(tokens, ['emocion*']).map((m) => m.words)).toEqual(['emocionadísima']);
    expect(findTerms(tokens, ['no puedo']).map((m) => [m.start, m.end])).toEqual([[0, 2]]);
    expect(hasTerm(tokens, ['puesto'])).toBe(true);
    expect(hasTerm(tokens, ['puest'])).toBe(false);
    expect(hasTerm(tokenize('Mi MAMÁ'), ['mama'])).toBe(true);
  });

  it('keeps the longest of overlapping matches across lists', () => {
    const kept = longestMatches(tokens, { joy: ['no puedo esperar', 'emocion*'], worry: ['no puedo'] });
    expect(kept.map((m) => [m.label, m.words])).toEqual([
      ['joy', 'no puedo esperar'],
      ['joy', 'emocionadísima'],
    ]);
  });

  it('lists distinct words once', () => {
    expect(distinctWords(findTerms(tokenize('feliz feliz contento'), ['feliz', 'content*']))).toEqual(['feliz', 'contento']);
  });
});
