import { countSentences, countWords, fold, PhraseList, stableHash, words } from './text';

describe('fold and words', () => {
  it('lowers case, drops accents and punctuation, squeezes stretched letters', () => {
    expect(words('¡Mañana AHORRARÉ, sí!')).toEqual(['manana', 'ahorrare', 'si']);
    expect(fold('Holaaaa')).toBe('hola');
    expect(fold('carro llorar')).toBe('carro llorar');
  });
});

describe('PhraseList', () => {
  const said = words('¿Me ayudas a ahorrar para una bici?');

  it('matches whole words, or word starts with *', () => {
    expect(new PhraseList(['ahorr*']).matches(said)).toBe(true);
    expect(new PhraseList(['ahorr']).matches(said)).toBe(false);
    expect(new PhraseList(['hola']).matches(words('Holanda es un país'))).toBe(false);
  });

  it('matches words in a row, and "a + b" anywhere', () => {
    expect(new PhraseList(['para una']).matches(said)).toBe(true);
    expect(new PhraseList(['una para']).matches(said)).toBe(false);
    expect(new PhraseList(['bici + ayud*']).matches(said)).toBe(true);
    expect(new PhraseList(['bici + gast*']).matches(said)).toBe(false);
  });

  it('tells where the earliest phrase starts', () => {
    expect(new PhraseList(['bici', 'ayudas']).firstIndex(said)).toBe(1);
    expect(new PhraseList(['nada']).firstIndex(said)).toBe(-1);
  });
});

describe('reading measures', () => {
  it('counts sentences by their closing marks', () => {
    expect(countSentences('¡Hola! ¿Qué tal?')).toBe(2);
    expect(countSentences('Hola')).toBe(1);
    expect(countSentences('Tic-tac… hola. Soy Don Ernesto')).toBe(3);
    expect(countSentences('¡Hola! 🍋')).toBe(1);
  });

  it('counts words, not punctuation', () => {
    expect(countWords('¡Hola, hola! — ¿Qué tal?')).toBe(4);
  });
});

describe('stableHash', () => {
  it('is stable and spreads', () => {
    expect(stableHash('abc')).toBe(stableHash('abc'));
    expect(stableHash('abc')).not.toBe(stableHash('abd'));
    expect(stableHash('')).toBeGreaterThanOrEqual(0);
  });
});
