/**
 * Text folding and phrase matching shared by the engine's detectors. Everything here is pure and
 * allocation-light: the engine runs it on every stored turn of a conversation for each reply.
 */
import { fold } from '@universo/personal-data';

// One folding for the engine and the personal-data rules, so their word lists match alike.
export { fold };

/** The folded words of a text, without punctuation. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * A phrase of the data files: words in a row, where a word ending in `*` matches any word that
 * starts with it ("ahorr*" matches "ahorrar" and "ahorré"). `a + b` means both parts appear,
 * anywhere in the message ("necesit* + quier*").
 */
type Word = { word: string; prefix: boolean };
type Part = Word[];

function compilePart(part: string, tokenize: (text: string) => string[]): Part {
  return part
    .trim()
    .split(/\s+/)
    .map((raw) => {
      const prefix = raw.endsWith('*');
      const [word = ''] = tokenize(prefix ? raw.slice(0, -1) : raw);
      return { word, prefix };
    })
    .filter((w) => w.word !== '');
}

function partAt(said: readonly string[], part: Part, start: number): boolean {
  for (let j = 0; j < part.length; j++) {
    const candidate = said[start + j];
    const { word, prefix } = part[j]!;
    if (candidate === undefined || (prefix ? !candidate.startsWith(word) : candidate !== word)) return false;
  }
  return true;
}

function containsPart(said: readonly string[], part: Part): number {
  if (part.length === 0) return -1;
  for (let i = 0; i + part.length <= said.length; i++) if (partAt(said, part, i)) return i;
  return -1;
}

/** Phrases whose first word is a prefix are filed under its first letters. */
const HEAD = 2;

type Entry = { list: number; part: Part };

/**
 * Several named lists of phrases compiled once into one index by first word, so a message is
 * scanned once for all of them: about two map lookups per word, however many phrases there are.
 */
export class PhraseIndex<K extends string> {
  private readonly keys: K[];
  private readonly exact = new Map<string, Entry[]>();
  private readonly prefixed = new Map<string, Entry[]>();
  private readonly shortPrefixed: Entry[] = [];
  /** "a + b" phrases: every part must appear somewhere. */
  private readonly combined: { list: number; parts: Part[] }[] = [];

  /** `tokenize` must be the one the messages are split with (by default `words`). */
  constructor(lists: Readonly<Record<K, readonly string[]>>, tokenize: (text: string) => string[] = words) {
    this.keys = Object.keys(lists) as K[];
    for (const [list, key] of this.keys.entries()) {
      for (const phrase of lists[key]) {
        const parts = phrase
          .split('+')
          .map((part) => compilePart(part, tokenize))
          .filter((p) => p.length > 0);
        if (parts.length === 0) continue;
        if (parts.length > 1) {
          this.combined.push({ list, parts });
          continue;
        }
        const part = parts[0]!;
        const first = part[0]!;
        if (!first.prefix) push(this.exact, first.word, { list, part });
        else if (first.word.length >= HEAD) push(this.prefixed, first.word.slice(0, HEAD), { list, part });
        else this.shortPrefixed.push({ list, part });
      }
    }
  }

  /** For each list that matches, where its earliest phrase starts (for "a + b", where a is). */
  scan(said: readonly string[]): Partial<Record<K, number>> {
    const at: number[] = new Array<number>(this.keys.length).fill(-1);
    for (let i = 0; i < said.length; i++) {
      const word = said[i]!;
      visit(this.exact.get(word), said, i, at);
      if (word.length >= HEAD) visit(this.prefixed.get(word.slice(0, HEAD)), said, i, at);
      if (this.shortPrefixed.length > 0) visit(this.shortPrefixed, said, i, at);
    }
    for (const { list, parts } of this.combined) {
      const first = containsPart(said, parts[0]!);
      if (first < 0 || (at[list]! >= 0 && at[list]! <= first)) continue;
      if (parts.slice(1).every((part) => containsPart(said, part) >= 0)) at[list] = first;
    }
    const found: Partial<Record<K, number>> = {};
    for (let list = 0; list < at.length; list++) if (at[list]! >= 0) found[this.keys[list]!] = at[list]!;
    return found;
  }
}

function visit(entries: Entry[] | undefined, said: readonly string[], i: number, at: number[]): void {
  if (!entries) return;
  for (const { list, part } of entries) if (at[list]! < 0 && partAt(said, part, i)) at[list] = i;
}

/** One list of phrases (see PhraseIndex). */
export class PhraseList {
  private readonly index: PhraseIndex<'phrase'>;

  constructor(phrases: readonly string[], tokenize: (text: string) => string[] = words) {
    this.index = new PhraseIndex({ phrase: phrases }, tokenize);
  }

  /** Whether any phrase appears in the message. */
  matches(said: readonly string[]): boolean {
    return this.firstIndex(said) >= 0;
  }

  /** Where the earliest matching phrase starts, or -1. */
  firstIndex(said: readonly string[]): number {
    return this.index.scan(said).phrase ?? -1;
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Words as a reader counts them (numbers and words; punctuation and emoji do not count). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Sentences, counted by their closing marks ("¡Hola! ¿Qué tal?" is two; "..." is one). */
export function countSentences(text: string): number {
  const closings = text.match(/[.!?…]+(?=\s|$)/g)?.length ?? 0;
  const tail = text.slice(text.search(/[^.!?…]*$/));
  return closings + (/[\p{L}\p{N}]/u.test(tail) ? 1 : 0);
}

/** A stable 32-bit FNV-1a hash, so variants are chosen the same way on every replica. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
