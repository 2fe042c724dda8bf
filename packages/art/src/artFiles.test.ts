import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHARACTER_IDS } from '@universo/contracts';
import { CHARACTER_FACTS } from '@universo/characters';
import { CHARACTER_ART, type ArtEntry } from './characterArt';
import { COVER_ART } from './coverArt';
import { ART_MAX_GZIP_BYTES } from './palette';
import { artProblems, parseSvg } from './svgRules';

const SVG_DIR = join(__dirname, '../svg');
const BOOK_DATA = join(__dirname, '../../../svc-content/src/books/data');
const ENTRIES: [string, ArtEntry][] = [
  ...Object.entries(CHARACTER_ART),
  ...Object.entries(COVER_ART).map(([id, entry]) => [`book-${id}`, entry] as [string, ArtEntry]),
];
const fileOf = (name: string) => `${name}.svg`;

describe('the illustrations', () => {
  it('are exactly the files of the catalogue: nothing drawn and forgotten, nothing listed and missing', () => {
    expect(readdirSync(SVG_DIR).sort()).toEqual(ENTRIES.map(([name]) => fileOf(name)).sort());
  });

  it('draw the six characters and one cover per book of the content', () => {
    expect(Object.keys(CHARACTER_ART)).toEqual([...CHARACTER_IDS]);
    const books = readdirSync(BOOK_DATA)
      .filter((file: string) => file.endsWith('.json'))
      .map((file: string) => JSON.parse(readFileSync(join(BOOK_DATA, file), 'utf8')) as { id: number; title: string });
    expect(books.map((book: { id: number; title: string }) => [book.id, book.title])).toEqual(
      Object.entries(COVER_ART).map(([id, entry]) => [Number(id), entry.bookTitle]),
    );
  });

  it.each(ENTRIES)('%s is well-formed, titled with its alt text, sized, on the palette and small', (name, entry) => {
    const source = readFileSync(join(SVG_DIR, fileOf(name)), 'utf8');
    const elements = parseSvg(source);
    expect(artProblems(elements)).toEqual([]);
    const root = elements[0]!.attributes;
    expect([Number(root.width), Number(root.height)]).toEqual([entry.width, entry.height]);
    expect(root.viewBox).toBe(`0 0 ${entry.width} ${entry.height}`);
    expect(elements.find((element) => element.name === 'title')?.text).toBe(entry.alt);
    expect(gzipSync(source, { level: 9 }).length).toBeLessThanOrEqual(ART_MAX_GZIP_BYTES);
  });

  it('describe each character in Spanish by name, and each cover by its book title', () => {
    for (const facts of CHARACTER_FACTS) expect(CHARACTER_ART[facts.id].alt.startsWith(`${facts.name}, `)).toBe(true);
    for (const entry of Object.values(COVER_ART)) expect(entry.alt.startsWith(`Portada de «${entry.bookTitle}»: `)).toBe(true);
  });
});
