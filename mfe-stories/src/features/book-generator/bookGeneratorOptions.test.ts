import {
  BOOK_LENGTH_OPTIONS,
  BOOK_TONE_OPTIONS,
  bookPageCount,
  bookSummary,
  DEFAULT_BOOK_GENERATOR_FORM,
  generateBookRequest,
  lengthLabel,
  toneLabel,
} from './bookGeneratorOptions';

describe('book generator options', () => {
  it('labels the lengths in Spanish with their pages', () => {
    expect(BOOK_LENGTH_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['short', 'Corto (5-10 páginas)'],
      ['medium', 'Mediano (15-25 páginas)'],
      ['long', 'Largo (30+ páginas)'],
    ]);
    expect(lengthLabel('long')).toBe('Largo (30+ páginas)');
  });

  it('labels the tones in Spanish', () => {
    expect(BOOK_TONE_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['adventure', 'Aventura'],
      ['educational', 'Educativo'],
      ['fantasy', 'Fantasía'],
      ['business', 'Negocios'],
    ]);
    expect(toneLabel('fantasy')).toBe('Fantasía');
  });

  it('starts from the spec defaults', () => {
    expect(DEFAULT_BOOK_GENERATOR_FORM).toEqual({ theme: 'emprendimiento', length: 'medium', tone: 'educational', personalizedElements: true });
  });
});

describe('generateBookRequest', () => {
  it('sends the options as chosen with a trimmed theme', () => {
    const options = { length: 'short', tone: 'fantasy', personalizedElements: false } as const;
    expect(generateBookRequest({ theme: '  ahorro ', ...options })).toEqual({ theme: 'ahorro', ...options });
  });
});

describe('bookPageCount', () => {
  it('counts the "Página N" headings', () => {
    expect(bookPageCount('Título\n\nPágina 1\nHabía una vez...\n\nPágina 2\nFin.')).toBe(2);
    expect(bookPageCount('Sin páginas. La Página 3 se menciona en medio.')).toBe(0);
  });
});

describe('bookSummary', () => {
  const options = { theme: ' ahorro ', length: 'short', tone: 'fantasy', personalizedElements: true } as const;

  it('names the theme, the length and the tone, and the pages when the book has them', () => {
    expect(bookSummary('Página 1\nHabía una vez...\nPágina 2\nFin.', options)).toBe('Tema «ahorro» · Corto (5-10 páginas) · Fantasía · 2 páginas');
    expect(bookSummary('Una historia sin páginas.', options)).toBe('Tema «ahorro» · Corto (5-10 páginas) · Fantasía');
  });
});
