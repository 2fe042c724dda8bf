import { GIVEN_NAMES, NOT_NAMES } from './names';
import { fold } from './text';

/** What replaces personal data in the stored message. */
export const REDACTED = '[dato personal oculto]';

export type PersonalDataKind = 'email' | 'password' | 'address' | 'phone' | 'handle' | 'school' | 'fullName';

export interface Redaction {
  /** The message with every piece of personal data replaced by REDACTED. */
  text: string;
  /** What was found, in the order the rules ran (empty when the message was clean). */
  kinds: PersonalDataKind[];
}

// Unicode-aware word edges (\b only knows ASCII letters, so it would split "José").
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';

const EMAIL = new RegExp(`[\\p{L}\\p{N}._%+-]+@[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.\\p{L}{2,}`, 'giu');
/** "sofi arroba gmail punto com", as children dictate an address. */
const SPELLED_EMAIL = new RegExp(`${START}[\\p{L}\\p{N}._-]+\\s+arroba\\s+[\\p{L}\\p{N}-]+(?:\\s*(?:\\.|punto)\\s*[\\p{L}\\p{N}]+)+`, 'giu');
const PASSWORD = new RegExp(`${START}((?:contraseña|contrasena|password|pin)\\s*(?:es|era|:|=)\\s*)(\\S+)`, 'giu');
const STREET =
  '(?:calle|cll|cl|carrera|cra|kra|kr|cr|avenida|avda|av|diagonal|dg|transversal|tv|circular|autopista|pasaje|apartamento|apto)';
const NUMBER_MARK = '(?:#|n[°º]|no\\.?|n[uú]mero|num\\.?)';
/** "calle 45 # 12-30", "carrera 7 numero 20", "Cra. 15 No. 93-47 apto 301". */
const ADDRESS = new RegExp(
  `${START}${STREET}\\.?\\s*(?:${NUMBER_MARK}\\s*)?\\d+[a-z]?${END}(?:\\s*bis)?(?:\\s*(?:sur|norte|este|oeste))?` +
    `(?:\\s*${NUMBER_MARK}?\\s*\\d+[a-z]?(?:\\s*-\\s*\\d+)?${END})?`,
  'giu',
);
/** "la 45 con 12", as addresses are said in Colombia. */
const CROSSING = new RegExp(`${START}(?:la|el)\\s+\\d+[a-z]?\\s+con\\s+\\d+[a-z]?${END}`, 'giu');
const ADDRESS_SAID = new RegExp(`${START}(direcci[oó]n\\s+(?:es|era|:)\\s*:?\\s*)([^.!?\\n]+)`, 'giu');
const PHONE_CANDIDATE = new RegExp(`${START}\\+?\\(?\\d[\\d\\s().-]{5,}\\d${END}`, 'gu');
const MONEY_AFTER = /^\s*(?:pesos|peso|d[oó]lares|euros|monedas|mil|millones|cop|usd|\$)/iu;
const HANDLE = /(?<![\p{L}\p{N}._%+-])@[A-Za-z0-9_.]{3,}/gu;
const SCHOOL = new RegExp(
  `${START}(?:colegio|escuela|liceo|instituto|jard[ií]n(?:\\s+infantil)?|gimnasio|academia|school)(\\s+se\\s+llama|\\s+es\\s+el|\\s+es\\s+la|\\s+es)?\\s+`,
  'giu',
);
const NAME_INTRO = new RegExp(`${START}(me\\s+llamo|mi\\s+nombre\\s+(?:completo\\s+)?es|soy)\\s+`, 'giu');
const TOKEN = /^\s*([\p{L}\p{N}]+(?:[-'][\p{L}]+)?)/u;
const SAINT = new Set(['san', 'santa', 'santo', 'nuestra']);
const CONNECTORS = new Set(['de', 'del', 'la', 'las', 'los', 'el']);

const isCapitalized = (token: string) => /^\p{Lu}/u.test(token);
const isNumber = (token: string) => /^\d+$/.test(token);

/** The tokens that follow position `at`, each with its end offset, up to `max`, stopping at punctuation. */
function tokensFrom(text: string, at: number, max: number): { token: string; start: number; end: number }[] {
  const out: { token: string; start: number; end: number }[] = [];
  let position = at;
  while (out.length < max) {
    const rest = text.slice(position);
    const match = TOKEN.exec(rest);
    if (!match) break;
    const start = position + match[0].length - match[1]!.length;
    out.push({ token: match[1]!, start, end: position + match[0].length });
    position += match[0].length;
  }
  return out;
}

type Span = { start: number; end: number; kind: PersonalDataKind };

/** The school's name after "colegio", "escuela"...: capitalised words, a number, or anything after "se llama". */
function schoolSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(SCHOOL)) {
    const named = match[1] !== undefined && /llama/i.test(match[1]);
    const tokens = tokensFrom(text, match.index + match[0].length, 6);
    let taken = 0;
    for (const [i, { token }] of tokens.entries()) {
      const folded = fold(token);
      const afterSaint = i > 0 && SAINT.has(fold(tokens[i - 1]!.token));
      const nameLike =
        isCapitalized(token) || isNumber(token) || afterSaint || (i === 0 && SAINT.has(folded)) || (named && !NOT_NAMES.has(folded));
      if (nameLike && i === taken) {
        taken = i + 1;
        continue;
      }
      // "San Juan de Dios", "se llama los Pinos": a connector inside (or opening) the name.
      const nextIsName = tokens[i + 1] !== undefined && (isCapitalized(tokens[i + 1]!.token) || named);
      if (CONNECTORS.has(folded) && nextIsName && i === taken && (taken > 0 || named)) {
        taken = i + 1;
        continue;
      }
      break;
    }
    while (taken > 0 && CONNECTORS.has(fold(tokens[taken - 1]!.token))) taken--;
    if (taken > 0) spans.push({ start: tokens[0]!.start, end: tokens[taken - 1]!.end, kind: 'school' });
  }
  return spans;
}

/** A surname after "me llamo Ana María ...": from the first word that is not a known first name. */
function fullNameSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(NAME_INTRO)) {
    const strict = fold(match[1]!) === 'soy';
    const name: { token: string; start: number; end: number }[] = [];
    for (const item of tokensFrom(text, match.index + match[0].length, 5)) {
      const folded = fold(item.token);
      if (!/^\p{L}/u.test(item.token) || NOT_NAMES.has(folded)) break;
      if (strict && !isCapitalized(item.token)) break;
      name.push(item);
    }
    const surname = name.findIndex((item, i) => i > 0 && !GIVEN_NAMES.has(fold(item.token)));
    if (surname > 0) spans.push({ start: name[surname]!.start, end: name[name.length - 1]!.end, kind: 'fullName' });
  }
  return spans;
}

function replaceAll(text: string, pattern: RegExp, kind: PersonalDataKind, found: PersonalDataKind[], keepGroup = false): string {
  return text.replace(pattern, (...args: unknown[]) => {
    found.push(kind);
    return keepGroup ? `${String(args[1])}${REDACTED}` : REDACTED;
  });
}

function isMoney(candidate: string, before: string, after: string): boolean {
  const digits = candidate.trim();
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(digits)) return true;
  if (/^(?:19|20)\d\d\s*-\s*(?:19|20)\d\d$/.test(digits)) return true;
  return /\$\s*$/.test(before) || MONEY_AFTER.test(after);
}

/**
 * Finds and hides personal data in a child's message: e-mails, passwords, street addresses,
 * phone numbers, social handles, a school's name and a surname given with a first name. The
 * first name alone ("me llamo Sofía") is kept: the characters use it to be friendly.
 */
export function redactPersonalData(message: string): Redaction {
  const found: PersonalDataKind[] = [];
  let text = replaceAll(message, EMAIL, 'email', found);
  text = replaceAll(text, SPELLED_EMAIL, 'email', found);
  text = replaceAll(text, PASSWORD, 'password', found, true);
  text = replaceAll(text, ADDRESS, 'address', found);
  text = replaceAll(text, CROSSING, 'address', found);
  text = text.replace(ADDRESS_SAID, (whole: string, intro: string, rest: string) => {
    if (rest.startsWith(REDACTED)) return whole;
    found.push('address');
    return `${intro}${REDACTED}`;
  });
  text = text.replace(PHONE_CANDIDATE, (candidate: string, offset: number, whole: string) => {
    const digits = candidate.replace(/\D/g, '').length;
    if (digits < 7 || digits > 15) return candidate;
    if (isMoney(candidate, whole.slice(Math.max(0, offset - 3), offset), whole.slice(offset + candidate.length))) return candidate;
    found.push('phone');
    return REDACTED;
  });
  text = replaceAll(text, HANDLE, 'handle', found);
  const spans = [...schoolSpans(text), ...fullNameSpans(text)].sort((a, b) => b.start - a.start);
  let lastStart = Number.POSITIVE_INFINITY;
  for (const span of spans) {
    if (span.end > lastStart) continue;
    text = `${text.slice(0, span.start)}${REDACTED}${text.slice(span.end)}`;
    lastStart = span.start;
  }
  found.push(...spans.map((s) => s.kind).reverse());
  // "[dato personal oculto] [dato personal oculto]" reads as one.
  const repeated = new RegExp(`${escapeRegExp(REDACTED)}(?:[\\s,.-]*${escapeRegExp(REDACTED)})+`, 'g');
  text = text.replace(repeated, REDACTED);
  return { text, kinds: found };
}

function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
