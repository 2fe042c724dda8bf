import { CHARACTER_FACTS, contradictions, statementsIn } from '@universo/characters';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHARACTER_VOICES } from '../axxon-demo/data/characterVoices';
import { BOOKS_DIR, readChapterContentFiles } from './infrastructure/contentFiles';

// The books are where the characters' facts come from: the shared table (@universo/characters)
// must agree with every sentence of the stories, and so must the book generator's and the demo's
// lines about the same characters.

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String((value as (name: string) => string)('Ana'))];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

const bookFiles = readdirSync(BOOKS_DIR).filter((name) => name.endsWith('.json'));
const books = bookFiles.map((name) => ({ where: name, texts: textsOf(JSON.parse(readFileSync(join(BOOKS_DIR, name), 'utf8'))) }));
const chapters = readChapterContentFiles().map((chapter) => ({
  where: `libro ${chapter.bookId}, capítulo ${chapter.number}`,
  texts: textsOf(chapter),
}));

describe('the books and the characters facts', () => {
  it.each([...books, ...chapters].map((source) => [source.where, source.texts] as const))(
    '%s states no age or kind of a character that differs from @universo/characters',
    (_where, texts) => {
      expect(texts.flatMap((text) => contradictions(text))).toEqual([]);
    },
  );

  it('every age in the facts is stated by the books, with the same number', () => {
    const everything = [...books, ...chapters].flatMap((source) => source.texts);
    for (const facts of CHARACTER_FACTS.filter((c) => c.age !== null)) {
      const stated = everything.flatMap(statementsIn).filter((s) => s.character === facts.id && s.about === 'age');
      expect(stated.length).toBeGreaterThan(0);
      expect(new Set(stated.map((s) => s.value))).toEqual(new Set([facts.age]));
    }
  });

  it('the book generator and the AXXON demo agree with the facts too', () => {
    const generator = textsOf(JSON.parse(readFileSync(join(__dirname, '..', 'generator', 'data', 'characters.json'), 'utf8')));
    expect(generator.flatMap((text) => contradictions(text))).toEqual([]);
    for (const [id, voice] of Object.entries(CHARACTER_VOICES)) {
      expect(textsOf(voice).flatMap((text) => contradictions(text, id as keyof typeof CHARACTER_VOICES))).toEqual([]);
    }
  });

  it('a chapter that gave Francesca another age would fail', () => {
    expect(contradictions('Francesca tenía nueve años y una alcancía casi vacía.')).not.toEqual([]);
  });
});
