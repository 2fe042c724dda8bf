/**
 * Prints a generated book, for writers who edit src/generator/data:
 *
 *   npx tsx svc-content/scripts/previewBook.ts [--theme <tema>] [--length short|medium|long]
 *       [--tone adventure|educational|fantasy|business] [--child <nombre>] [--seed <n>]
 *
 * The same seed and options always print the same book; the last line gives each page's words.
 */
import { BOOK_LENGTHS, BOOK_TONES, type BookLength, type BookTone } from '@universo/contracts';
import { STORY_GRAMMAR } from '../src/generator/data';
import { lengthProblem, themeProblem, toneProblem, withDefaults } from '../src/generator/domain/bookOptions';
import { generateBook } from '../src/generator/domain/generateBook';
import { seededRandom } from '../src/generator/domain/random';
import { countWords } from '../src/generator/domain/storyText';

function main(argv: string[]): void {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (!name?.startsWith('--') || value === undefined)
      throw new Error(`Uso: previewBook.ts [--theme t] [--length ${BOOK_LENGTHS.join('|')}] [--tone ${BOOK_TONES.join('|')}] [--child nombre] [--seed n]`);
    args.set(name.slice(2), value);
  }
  const request = { theme: args.get('theme'), length: args.get('length') as BookLength | undefined, tone: args.get('tone') as BookTone | undefined };
  const problem = themeProblem(request.theme?.trim()) ?? lengthProblem(request.length) ?? toneProblem(request.tone);
  if (problem) throw new Error(`Opción no válida: ${problem}`);
  const seed = Number(args.get('seed') ?? Date.now() % 100_000);
  const book = generateBook({ options: withDefaults(request), childName: args.get('child') ?? null, random: seededRandom(seed), grammar: STORY_GRAMMAR });
  console.log(book.text);
  console.log(`Semilla ${seed}; ${book.pages.length} páginas; palabras por página: ${book.pages.map(countWords).join(' ')}`);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
