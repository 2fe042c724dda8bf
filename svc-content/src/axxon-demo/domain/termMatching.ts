import { fold, type Token } from './spanishText';

/**
 * A term of a word list: one or more words; a word ending in "*" matches any word that starts
 * with it ("emocion*" matches "emocionada"). Terms are written without accents (or with: they
 * are folded too).
 */
export type Term = string;

export interface TermMatch {
  term: Term;
  /** Index of the first and one past the last matched token. */
  start: number;
  end: number;
  /** The words as the child wrote them. */
  words: string;
}

function compile(term: Term): ((word: string) => boolean)[] {
  return fold(term)
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => {
      if (part.endsWith('*')) {
        const prefix = part.slice(0, -1);
        return (word: string) => word.startsWith(prefix);
      }
      return (word: string) => word === part;
    });
}

const compiled = new Map<Term, ((word: string) => boolean)[]>();

function partsOf(term: Term): ((word: string) => boolean)[] {
  let parts = compiled.get(term);
  if (!parts) {
    parts = compile(term);
    compiled.set(term, parts);
  }
  return parts;
}

/** Every place where a term of the list occurs (overlaps included). */
export function findTerms(tokens: readonly Token[], terms: readonly Term[]): TermMatch[] {
  const matches: TermMatch[] = [];
  for (const term of terms) {
    const parts = partsOf(term);
    if (parts.length === 0) continue;
    for (let start = 0; start + parts.length <= tokens.length; start += 1) {
      if (parts.every((matches, offset) => matches(tokens[start + offset]?.folded ?? ''))) {
        const end = start + parts.length;
        matches.push({
          term,
          start,
          end,
          words: tokens
            .slice(start, end)
            .map((t) => t.text)
            .join(' '),
        });
      }
    }
  }
  return matches.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Whether any term of the list occurs. */
export function hasTerm(tokens: readonly Token[], terms: readonly Term[]): boolean {
  return findTerms(tokens, terms).length > 0;
}

/** The distinct words matched, in the order they appear (for reasons: «me encanta», «feliz»). */
export function distinctWords(matches: readonly TermMatch[]): string[] {
  return [...new Set(matches.map((m) => m.words))];
}

/**
 * Keeps the longest matches that do not overlap, across several labelled lists: "no puedo
 * esperar" (excitement) wins over "no puedo" (worry).
 */
export function longestMatches<L extends string>(tokens: readonly Token[], lists: Readonly<Record<L, readonly Term[]>>): (TermMatch & { label: L })[] {
  const all = (Object.keys(lists) as L[]).flatMap((label) => findTerms(tokens, lists[label]).map((m) => ({ ...m, label })));
  all.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken = new Set<number>();
  const kept: (TermMatch & { label: L })[] = [];
  for (const match of all) {
    const span = Array.from({ length: match.end - match.start }, (_v, i) => match.start + i);
    if (span.some((i) => taken.has(i))) continue;
    span.forEach((i) => taken.add(i));
    kept.push(match);
  }
  return kept.sort((a, b) => a.start - b.start);
}
