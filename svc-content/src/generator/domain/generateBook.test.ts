import { BOOK_LENGTHS, BOOK_TONES, type BookLength, type BookTone } from '@universo/contracts';
import { STORY_GRAMMAR } from '../data';
import type { BookOptions } from './bookOptions';
import { generateBook, MAX_PAGE_WORDS, MIN_PAGE_WORDS, PAUSA_HEADING } from './generateBook';
import { seededRandom } from './random';
import { PAGE_RANGES } from './storyPlan';
import { countWords } from './storyText';

const options = (over: Partial<BookOptions> = {}): BookOptions => ({
  theme: 'emprendimiento',
  length: 'medium',
  tone: 'educational',
  personalizedElements: true,
  ...over,
});

const book = (over: Partial<BookOptions> = {}, seed = 1, childName: string | null = null) =>
  generateBook({ options: options(over), childName, random: seededRandom(seed), grammar: STORY_GRAMMAR });

const SEEDS = Array.from({ length: 25 }, (_v, i) => i + 1);
const occurrences = (text: string, part: string): number => text.split(part).length - 1;
/** The longest text of a template between its slots: found in a page the template made. */
const marker = (template: string): string =>
  template
    .split(/\{[a-z_]+\}/)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0]!
    .slice(0, 40);
/** The share of pages of `a` that also appear, word for word, in `b`. */
const sharedPages = (a: string[], b: string[]): number => a.filter((page) => b.includes(page)).length / a.length;

describe('generateBook', () => {
  it('is deterministic for a seed and changes with it', () => {
    expect(book({}, 11).text).toBe(book({}, 11).text);
    expect(book({}, 11).text).not.toBe(book({}, 12).text);
  });

  it.each(BOOK_LENGTHS)('gives a %s book the spec’s number of pages, headed "Página 1" to "Página N"', (length) => {
    const { min, max } = PAGE_RANGES[length];
    for (const seed of SEEDS) {
      const { pages, text } = book({ length }, seed);
      expect(pages.length).toBeGreaterThanOrEqual(min);
      if (max !== null) expect(pages.length).toBeLessThanOrEqual(max);
      const headings = [...text.matchAll(/^Página (\d+)$/gm)].map((m) => Number(m[1]));
      expect(headings).toEqual(pages.map((_p, i) => i + 1));
    }
  });

  it('fills every page with about 50 to 90 words, for every length and tone', () => {
    for (const length of BOOK_LENGTHS) {
      for (const tone of BOOK_TONES) {
        for (const seed of SEEDS.slice(0, 8)) {
          for (const [page, i] of book({ length, tone }, seed).pages.map((p, n) => [p, n] as const)) {
            const words = countWords(page);
            expect([length, tone, seed, i + 1, words >= MIN_PAGE_WORDS && words <= MAX_PAGE_WORDS]).toEqual([length, tone, seed, i + 1, true]);
          }
        }
      }
    }
  });

  it('keeps pages within a few words of that size with a long child name and a long theme', () => {
    const theme = 'cómo ahorrar juntos en familia para un viaje a las montañas con los abuelos y los primos';
    for (const seed of SEEDS.slice(0, 10)) {
      for (const page of book({ length: 'long', theme: theme.slice(0, 80) }, seed, 'María José de los Ángeles').pages) {
        expect(countWords(page)).toBeGreaterThanOrEqual(MIN_PAGE_WORDS);
        expect(countWords(page)).toBeLessThanOrEqual(MAX_PAGE_WORDS + 25);
      }
    }
  });

  it('makes a long book at least three times longer than a short one', () => {
    const words = (length: BookLength, seed: number): number => countWords(book({ length }, seed).text);
    const longest = Math.max(...SEEDS.map((s) => words('short', s)));
    const shortest = Math.min(...SEEDS.map((s) => words('long', s)));
    expect(shortest).toBeGreaterThanOrEqual(3 * longest);
    expect(Math.min(...SEEDS.map((s) => words('medium', s)))).toBeGreaterThan(longest);
  });

  it('never repeats a page, so no two consecutive pages are the same', () => {
    for (const length of BOOK_LENGTHS) {
      for (const seed of SEEDS) {
        const { pages } = book({ length, tone: BOOK_TONES[seed % 4] as BookTone }, seed);
        expect(new Set(pages).size).toBe(pages.length);
        pages.slice(1).forEach((page, i) => expect(page).not.toBe(pages[i]));
      }
    }
  });

  it('follows the plot: beginning, the theme’s problem, attempts, a mistake and its lesson, the end and a Pausa Mágica', () => {
    const theme = 'reciclaje';
    const { pages } = book({ length: 'medium', theme }, 5);
    const lessons = STORY_GRAMMAR.lessons;
    expect(pages[1]).toContain(theme); // the call: the problem the theme brings
    const mistakeAt = pages.findIndex((p) => lessons.some((l) => p.includes(marker(l.mistake))));
    const lessonAt = pages.findIndex((p) => lessons.some((l) => p.includes(marker(l.lesson))));
    expect(mistakeAt).toBeGreaterThan(2);
    expect(lessonAt).toBe(mistakeAt + 1);
    const pausa = pages.at(-1)!;
    expect(pausa.startsWith(`${PAUSA_HEADING}\n`)).toBe(true);
    expect(occurrences(pausa, '¿')).toBeGreaterThanOrEqual(2);
    expect(pausa).toContain('Lo que aprendimos:');
  });

  it('lets the theme drive the story: it appears again and again, and picks the project', () => {
    for (const theme of ['emprendimiento', 'dinosaurios', 'el reciclaje en casa']) {
      const short = book({ length: 'short', theme }, 3).text;
      const long = book({ length: 'long', theme }, 3).text;
      expect(occurrences(short, theme)).toBeGreaterThanOrEqual(3);
      expect(occurrences(long, theme)).toBeGreaterThanOrEqual(10);
    }
    expect(book({ theme: 'limonada' }, 2).text).toContain('vasos de limonada');
    expect(book({ theme: 'dinosaurios' }, 2).text).toContain('tarjetas ilustradas sobre dinosaurios');
  });

  it('gives clearly different books for different themes, tones and lengths with the same seed', () => {
    const base = book({ theme: 'galletas' }, 9).pages;
    expect(sharedPages(base, book({ theme: 'mascotas' }, 9).pages)).toBeLessThan(0.15);
    const toneBooks = BOOK_TONES.map((tone) => book({ tone }, 9));
    for (const a of toneBooks) for (const b of toneBooks) if (a !== b) expect(sharedPages(a.pages, b.pages)).toBeLessThan(0.2);
    expect(sharedPages(book({ length: 'short' }, 9).pages, base)).toBeLessThan(0.3);
  });

  it('gives each tone its own colour', () => {
    for (const tone of BOOK_TONES) {
      const { pages } = book({ tone, length: 'long' }, 4);
      const blocks = STORY_GRAMMAR.tones[tone];
      const own = [...blocks.openings, ...blocks.obstacles, ...blocks.endings].map(marker);
      const others = BOOK_TONES.filter((t) => t !== tone).flatMap((t) => STORY_GRAMMAR.tones[t].obstacles.map(marker));
      expect(pages.filter((p) => own.some((m) => p.includes(m))).length).toBeGreaterThanOrEqual(6);
      expect(pages.filter((p) => others.some((m) => p.includes(m)))).toEqual([]);
    }
  });

  it('makes the child the hero when personalised with a profile', () => {
    const generated = book({ length: 'medium' }, 8, 'Valentina');
    expect(generated.hero).toEqual({ name: 'Valentina', characterId: null, isChild: true });
    expect(generated.title).toContain('Valentina');
    expect(generated.text).toContain('protagonizado por Valentina');
    expect(occurrences(generated.text, 'Valentina')).toBeGreaterThanOrEqual(15);
    for (const page of generated.pages.slice(0, 3)) expect(page).toContain('Valentina');
  });

  it('makes Francesca the hero without a profile or without personalisation', () => {
    const visitor = book({}, 8, null);
    expect(visitor.hero).toEqual({ name: 'Francesca', characterId: 'francesca', isChild: false });
    expect(visitor.title).toContain('Francesca');
    const off = book({ personalizedElements: false }, 8, 'Valentina');
    expect(off.hero.name).toBe('Francesca');
    expect(off.text).not.toContain('Valentina');
  });

  it('never lets Francesca teach herself, and a child called Francesca stays the only Francesca hero', () => {
    for (const seed of SEEDS) {
      const { text } = book({ length: 'long' }, seed, null);
      for (const speaks of STORY_GRAMMAR.characters.find((c) => c.id === 'francesca')!.speaks) expect(text).not.toContain(marker(speaks));
    }
    expect(book({}, 1, 'francesca').hero).toEqual({ name: 'francesca', characterId: 'francesca', isChild: true });
  });
});
