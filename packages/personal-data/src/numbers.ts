import { END, isAmount, isCounting, matchSpans, type PersonalDataKind, type Span, START } from './spans';
import { SPANISH_NUMBER_WORDS } from '@universo/contracts';
import { fold } from './text';

/**
 * Identity numbers and phone numbers, written in digits or spelled in words. The hard part is
 * telling them from the numbers children write every day: prices ("cuesta 2.500 pesos"), counts
 * ("Bogotá tiene 7.968.095 habitantes"), dates and counting ("diez, nueve, ocho...").
 */

/** Words that name an identity document, in lower case (accents optional). */
const ID_WORDS = new RegExp(`${START}(?:c[eé]dula|tarjeta|documento|identificaci[oó]n|identidad|registro\\s+civil|carn[eé]t?|pasaporte)${END}`, 'giu');
/** Their abbreviations, only in capitals ("ti" and "ci" are ordinary words in lower case). */
const ID_ABBREVIATIONS = new RegExp(`${START}(?:C\\.?\\s?C\\.?|T\\.?\\s?I\\.?|CI|NIT|RUT|RUN|DNI|CURP|NUIP|RIF)(?![\\p{L}])`, 'gu');
const PHONE_WORDS = new RegExp(
  `${START}(?:n[uú]mero|cel|celu|celular|m[oó]vil|tel[eé]fono|tel|fijo|whats?app|wasap|w?hatsapp|ll[aá]ma(?:me|nos)?|marca|escr[ií]beme)${END}`,
  'giu',
);
/** An identity number after its document's name: digits with dots, spaces or dashes, a letter prefix (V-, AB) or a check digit (-K). */
const ID_VALUE = /(?:[A-Z]{1,3}[- ]?)?\d(?:[\d.]|[ -](?=\d))*\d(?:-[\dkK])?(?![\p{L}\p{N}])/u;
/** How far (characters, no digits or sentence end) an identity number may come after its document's name. */
const ID_GAP = /^[^\d!?\n]{0,32}$/u;
/** A Mexican CURP: four letters, the birth date, sex, state and check characters. */
const CURP = new RegExp(`${START}[A-Z]{4}\\d{6}[HM][A-Z]{5}[A-Z\\d]\\d${END}`, 'gu');
/** Seven or more digits grouped in thousands with dots: "1.023.456.789" (or a price). */
const DOTTED = /(?<![\p{L}\p{N}.,])\d{1,3}(?:\.\d{3}){2,}(?:-[\dkK])?(?![\p{L}\p{N}]|[.,]\d)/gu;
const PHONE_CANDIDATE = new RegExp(`${START}\\+?\\(?\\d[\\d\\s().-]{5,}\\d${END}`, 'gu');
const DATE = /^(?:\d{1,2}[-/.]\d{1,2}[-/.](?:\d{2}|\d{4})|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|(?:19|20)\d\d\s*-\s*(?:19|20)\d\d)$/;

const contextBefore = (text: string, at: number) => text.slice(Math.max(0, at - 40), at);
const hasContext = (pattern: RegExp, before: string) => new RegExp(pattern.source, pattern.flags.replace('g', '')).test(before);

function idContext(before: string): boolean {
  return hasContext(ID_WORDS, before) || hasContext(ID_ABBREVIATIONS, before);
}

/** "mi cédula es 1.023.456.789", "RUT 12.345.678-5", "pasaporte AB123456": a number right after a document's name. */
function namedIdSpans(text: string): Span[] {
  const spans: Span[] = [];
  const names = [...text.matchAll(ID_WORDS), ...text.matchAll(ID_ABBREVIATIONS)];
  for (const name of names) {
    const from = name.index + name[0].length;
    const value = ID_VALUE.exec(text.slice(from, from + 80));
    if (!value || !ID_GAP.test(text.slice(from, from + value.index))) continue;
    const start = from + value.index;
    const end = start + value[0].length;
    if (value[0].replace(/\D/g, '').length < 6) continue;
    if (isAmount(text.slice(Math.max(0, start - 30), start), text.slice(end))) continue;
    spans.push({ start, end, kind: 'idNumber' });
  }
  return spans;
}

/**
 * "1.023.456.789" with nothing around it: written like a price, but a price has a money word
 * near it or is round ("1.000.000"), and a count has its noun after it ("habitantes").
 */
function dottedSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(DOTTED)) {
    const end = match.index + match[0].length;
    if (/\.000$/.test(match[0])) continue;
    if (isAmount(text.slice(Math.max(0, match.index - 30), match.index), text.slice(end))) continue;
    spans.push({ start: match.index, end, kind: 'idNumber' });
  }
  return spans;
}

/** 7 to 15 digits written together or split by spaces, dashes, dots or brackets, that are not money, a count, a date or counting. */
function phoneSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const candidate = match[0];
    const digits = candidate.replace(/\D/g, '').length;
    if (digits < 7 || digits > 15) continue;
    const trimmed = candidate.trim();
    if (DATE.test(trimmed) || /^\d{1,3}(?:[.,]\d{3})+$/.test(trimmed)) continue;
    const groups = trimmed.split(/\s+/);
    if (isCounting(groups.map(Number))) continue;
    const end = match.index + candidate.length;
    if (isAmount(text.slice(Math.max(0, match.index - 30), match.index), text.slice(end))) continue;
    const kind: PersonalDataKind = idContext(contextBefore(text, match.index)) ? 'idNumber' : 'phone';
    spans.push({ start: match.index, end, kind });
  }
  return spans;
}

// Numbers in words, as a child dictates a phone: "tres cero cero, ciento veintitrés, cuarenta y cinco".
const FOLDED_WORDS = SPANISH_NUMBER_WORDS.map(fold);
const UNITS: Record<string, number> = Object.fromEntries(FOLDED_WORDS.slice(0, 10).map((word, value) => [word, value]));
// "veintiún" (before a noun) as well as "veintiuno".
const TEENS: Record<string, number> = { ...Object.fromEntries(FOLDED_WORDS.slice(10).map((word, i) => [word, 10 + i])), veintiun: 21 };
const TENS: Record<string, number> = { treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90 };
const HUNDREDS = /^(?:cien|ciento|(?:dos|tres|cuatro|seis|siete|ocho|nove)cient[oa]s|quinient[oa]s|setecient[oa]s)$/;
const SCALES = new Set(['mil', 'millon', 'millones']);
/** What may sit between two number words of one number: spaces, commas, dashes, "..."; "punto" and "guion" as said aloud. */
const JOINER = /^[\s,.;:()\-–—]*$/u;
const SPOKEN_JOINERS = new Set(['punto', 'guion']);

type NumberToken = {
  start: number;
  end: number;
  kind: 'unit' | 'teen' | 'tens' | 'hundreds' | 'scale' | 'digits' | 'y' | 'joiner';
  value: number;
  text: string;
};

function classify(word: string): Omit<NumberToken, 'start' | 'end' | 'text'> | null {
  if (/^\d+$/.test(word)) return { kind: 'digits', value: Number(word) };
  const folded = fold(word);
  if (folded in UNITS) return { kind: 'unit', value: UNITS[folded]! };
  if (folded in TEENS) return { kind: 'teen', value: TEENS[folded]! };
  if (folded in TENS) return { kind: 'tens', value: TENS[folded]! };
  if (HUNDREDS.test(folded)) return { kind: 'hundreds', value: 100 };
  if (SCALES.has(folded)) return { kind: 'scale', value: 0 };
  if (folded === 'y') return { kind: 'y', value: 0 };
  if (SPOKEN_JOINERS.has(folded)) return { kind: 'joiner', value: 0 };
  return null;
}

/** Runs of number words (and digits) joined only by spaces and punctuation. */
function numberRuns(text: string): NumberToken[][] {
  const runs: NumberToken[][] = [];
  let run: NumberToken[] = [];
  let lastEnd = -1;
  const close = () => {
    while (run.length > 0 && (run[run.length - 1]!.kind === 'y' || run[run.length - 1]!.kind === 'joiner')) run.pop();
    if (run.length > 0) runs.push(run);
    run = [];
  };
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const kind = classify(match[0]);
    const joined = run.length > 0 && JOINER.test(text.slice(lastEnd, match.index));
    if (!kind || !joined) close();
    if (kind && (run.length > 0 || (kind.kind !== 'y' && kind.kind !== 'joiner'))) {
      // "y" joins only tens and a unit: "cuarenta y cinco".
      if (kind.kind === 'y' && run[run.length - 1]!.kind !== 'tens') close();
      else run.push({ ...kind, start: match.index, end: match.index + match[0].length, text: match[0] });
    }
    lastEnd = match.index + match[0].length;
  }
  close();
  return runs;
}

/** How many digits a run says: "trescientos diez" is three, "cuarenta y cinco" two, "tres cero cero" three. */
function digitCount(run: NumberToken[]): number {
  let count = 0;
  let open: 'hundreds' | 'tens' | null = null;
  let afterY = false;
  for (const token of run) {
    switch (token.kind) {
      case 'digits':
        count += token.text.length;
        open = null;
        break;
      case 'hundreds':
        count += 3;
        open = 'hundreds';
        break;
      case 'tens':
        if (open !== 'hundreds') count += 2;
        open = 'tens';
        break;
      case 'teen':
        if (open !== 'hundreds') count += 2;
        open = null;
        break;
      case 'unit':
        if (!(open === 'hundreds' || (open === 'tens' && afterY))) count += 1;
        open = null;
        break;
      case 'scale':
        open = null;
        break;
      default:
        break;
    }
    afterY = token.kind === 'y';
  }
  return count;
}

/**
 * A phone or identity number spelled in words (digits may be mixed in): at least seven digits
 * said one or a few at a time. A number said by its value ("dos millones trescientos mil") is an
 * amount unless a document or a phone is named just before it; counting ("uno, dos, tres, cuatro")
 * is not a number at all.
 */
function spelledSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const run of numberRuns(text)) {
    if (!run.some((t) => t.kind !== 'digits')) continue;
    const start = run[0]!.start;
    const end = run[run.length - 1]!.end;
    const before = contextBefore(text, start);
    const isId = idContext(before);
    const digits = digitCount(run);
    if (run.some((t) => t.kind === 'scale')) {
      if (digits < 6 || !(isId || hasContext(PHONE_WORDS, before))) continue;
    } else {
      const plain = run.filter((t) => t.kind !== 'joiner');
      if (digits < 7 || isCounting(plain.map((t) => t.value))) continue;
    }
    if (isAmount(text.slice(Math.max(0, start - 30), start), text.slice(end))) continue;
    spans.push({ start, end, kind: isId ? 'idNumber' : 'phone' });
  }
  return spans;
}

/** Identity numbers first (they decide the kind of a number that could be either), then phones. */
export function numberSpans(text: string): Span[] {
  return [...namedIdSpans(text), ...matchSpans(text, CURP, 'idNumber'), ...dottedSpans(text), ...phoneSpans(text), ...spelledSpans(text)];
}
