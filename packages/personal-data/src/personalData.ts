import { addressSpans } from './addresses';
import { GIVEN_NAMES, NOT_NAMES } from './names';
import { numberSpans } from './numbers';
import { END, isCapitalized, matchSpans, type PersonalDataKind, type Span, START } from './spans';
import { fold } from './text';

export type { PersonalDataKind } from './spans';

/** What replaces personal data in the stored message. */
export const REDACTED = '[dato personal oculto]';

export interface Redaction {
  /** The message with every piece of personal data replaced by REDACTED. */
  text: string;
  /** What was found, in the order the rules ran (empty when the message was clean). */
  kinds: PersonalDataKind[];
}

// E-mail addresses, also as children dictate or disguise them: "sofi arroba gmail punto com",
// "sofi @ gmail . com", "sofi(arroba)gmail.com", "sofi[at]gmail[dot]com", "sara＠gmail.com".
const SAID_DOT = '\\s+punto\\s+|\\s*[(\\[]\\s*(?:punto|dot)\\s*[)\\]]\\s*';
const LOCAL = `[\\p{L}\\p{N}_%+-]+(?:(?:\\.|${SAID_DOT})[\\p{L}\\p{N}_%+-]+)*`;
const AT = '(?:\\s?[@＠]\\s?|\\s*[(\\[]\\s*(?:arroba|at)\\s*[)\\]]\\s*|\\s+arroba\\s+)';
const DOT = `(?:\\s?\\.\\s?|${SAID_DOT})`;
const EMAIL = new RegExp(`(?<![\\p{L}\\p{N}._%+-])${LOCAL}${AT}[\\p{L}\\p{N}-]+(?:${DOT}[\\p{L}\\p{N}-]+)*${DOT}\\p{L}{2,}${END}`, 'giu');
const PASSWORD = new RegExp(`${START}(?:contraseña|contrasena|password|pin)\\s*(?:es|era|:|=)\\s*(\\S+)`, 'giud');

// Social handles: "@sofi_123", any word_with_underscores, and a name given after a platform
// ("mi insta es sofi.baila", "en Free Fire soy ElTigre99", "mi canal de YouTube es Sofi Juega").
const AT_HANDLE = /(?<![\p{L}\p{N}._%+-])[@＠][\p{L}\p{N}_](?:[\p{L}\p{N}_.]*[\p{L}\p{N}_])?/gu;
const UNDERSCORED = /(?<![\p{L}\p{N}_.@＠])[\p{L}\p{N}]+(?:[_.]+[\p{L}\p{N}]+)*_[\p{L}\p{N}]+(?:[_.]+[\p{L}\p{N}]+)*/gu;
const MAIL_PLATFORMS = 'correo|e-?mail|mail|gmail|hotmail|outlook';
const PLATFORM = `(?:insta(?:gram)?|ig|tik\\s?tok|youtube|canal|facebook|face|snap(?:chat)?|discord|roblox|fortnite|free\\s?fire|minecraft|twitch|twitter|telegram|pinterest|kwai|usuario|user|username|nick(?:name)?|gamertag|cuenta|perfil|id|${MAIL_PLATFORMS})`;
const PLATFORM_INTRO = new RegExp(
  `${START}(${PLATFORM})(?:\\s+(?:de|en)\\s+${PLATFORM})?(?:(?:\\s*,\\s*|\\s+)(?:es|era|se\\s+llama|soy|me\\s+llamo|como)${END}\\s*:?|\\s*:)\\s*(?:el\\s+|la\\s+)?`,
  'giu',
);
/** Platforms whose name is often plain words ("mi canal es Mateo Gamer 10"). */
const NAMED_PLATFORM = /^(?:canal|face|facebook|perfil|cuenta|youtube)$/;
const IDENTIFIER = /^[@＠]?[\p{L}\p{N}](?:[\p{L}\p{N}_.#-]*[\p{L}\p{N}])?/u;
const looksLikeHandle = (word: string) => /^[@＠]|\d|_|[.#]|\p{Ll}\p{Lu}/u.test(word);

function platformSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(PLATFORM_INTRO)) {
    const platform = fold(match[1]!).replace(/\s+/g, '');
    const kind: PersonalDataKind = new RegExp(`^(?:${MAIL_PLATFORMS})$`).test(platform) ? 'email' : 'handle';
    const start = match.index + match[0].length;
    const first = IDENTIFIER.exec(text.slice(start));
    if (!first) continue;
    if (looksLikeHandle(first[0])) {
      spans.push({ start, end: start + first[0].length, kind });
    } else if (NAMED_PLATFORM.test(platform) && isCapitalized(first[0])) {
      const words = tokensFrom(text, start, 4).filter((t, i, all) => all.slice(0, i + 1).every((w) => isCapitalized(w.token) || /^\d+$/.test(w.token)));
      if (words.length > 0) spans.push({ start, end: words[words.length - 1]!.end, kind });
    }
  }
  return spans;
}

const TOKEN = /^\s*([\p{L}\p{N}]+(?:[-'][\p{L}]+)?)/u;

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

// Schools: the name after "colegio", "escuela"..., or after "estudio en el/la".
const SCHOOL = new RegExp(
  `${START}(?:colegio|cole|escuela|liceo|instituto|instituci[oó]n\\s+educativa|IED|jard[ií]n(?:\\s+infantil)?|gimnasio|academia|school)(\\s+se\\s+llama|\\s+es\\s+el|\\s+es\\s+la|\\s+es)?\\s+`,
  'giu',
);
const STUDIES_AT = new RegExp(`${START}estudi\\p{L}*\\s+en\\s+(?:el|la)\\s+(?=\\p{Lu})`, 'gu');
/** Words that describe a school before its name: "colegio distrital Tomás Carrasquilla". */
const SCHOOL_ADJECTIVES = new Set(
  'distrital departamental municipal nacional oficial publico privado bilingue tecnico rural mixto femenino masculino educativa educativo infantil'.split(' '),
);
/** "Escuela N.º 23": the school's number. */
const SCHOOL_NUMBER = /^\s*(?:n\.?\s?[°º]|no\.|n[uú]mero|#)?\s*\d+(?![\p{L}\p{N}])/iu;
const SAINT = new Set(['san', 'santa', 'santo', 'nuestra']);
const CONNECTORS = new Set(['de', 'del', 'la', 'las', 'los', 'el']);

const isNumber = (token: string) => /^\d+$/.test(token);

/** The school's name after `at`: capitalised words, a number, or anything after "se llama". */
function schoolNameSpan(text: string, at: number, named: boolean): Span | null {
  let position = at;
  let spanStart: number | null = null;
  let spanEnd = at;
  // Adjectives before the name stay ("escuela rural El Carmen"); a number is part of the name.
  for (;;) {
    const next = tokensFrom(text, position, 1)[0];
    if (!next || isCapitalized(next.token) || !SCHOOL_ADJECTIVES.has(fold(next.token))) break;
    position = next.end;
  }
  const number = SCHOOL_NUMBER.exec(text.slice(position));
  if (number) {
    spanStart = position + number[0].length - number[0].trimStart().length;
    spanEnd = position + number[0].length;
    position = spanEnd;
  }
  const tokens = tokensFrom(text, position, 6);
  let taken = 0;
  for (const [i, { token }] of tokens.entries()) {
    const folded = fold(token);
    const afterSaint = i > 0 && SAINT.has(fold(tokens[i - 1]!.token));
    const nameLike = isCapitalized(token) || isNumber(token) || afterSaint || (i === 0 && SAINT.has(folded)) || (named && !NOT_NAMES.has(folded));
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
  if (taken > 0) {
    spanStart ??= tokens[0]!.start;
    spanEnd = tokens[taken - 1]!.end;
  }
  return spanStart === null ? null : { start: spanStart, end: spanEnd, kind: 'school' };
}

function schoolSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(SCHOOL)) {
    const named = match[1] !== undefined && /llama/i.test(match[1]);
    const span = schoolNameSpan(text, match.index + match[0].length, named);
    if (span) spans.push(span);
  }
  for (const match of text.matchAll(STUDIES_AT)) {
    const span = schoolNameSpan(text, match.index + match[0].length, false);
    if (span) spans.push(span);
  }
  return spans;
}

// Full names: a surname after a first name ("me llamo Ana María Pérez", "mi mamá se llama
// Carolina Restrepo"); the first name alone is kept, the characters use it to be friendly.
const RELATIVE =
  '(?:mam[aá]|mami|madre|pap[aá]|papi|padre|herman[oa]|hermanit[oa]|prim[oa]|t[ií][oa]|abuel[oa]|abuelit[oa]|amig[oa]|profe|profesor|profesora|maestr[oa]|vecin[oa]|padrastro|madrastra|madrina|padrino)';
/** Introductions, and whether the name after them must be capitalised ("soy feliz" is not a name). */
const NAME_INTROS: { pattern: RegExp; strict: boolean }[] = [
  { pattern: /me\s+llamo|mi\s+nombre\s+(?:completo\s+)?es|(?:el\s+)?nombre\s+(?:completo\s+)?de\s+mi\s+\p{L}+\s+es/u, strict: false },
  { pattern: new RegExp(`(?:mi|su|tu)\\s+(?:mejor\\s+)?${RELATIVE}\\s+se\\s+llama`), strict: false },
  { pattern: new RegExp(`(?:mi|su|tu)\\s+(?:mejor\\s+)?${RELATIVE}\\s+es`), strict: true },
  { pattern: /soy|hij[oa]\s+de|firmado\s*:?|atentamente\s*,?/, strict: true },
].map(({ pattern, strict }) => ({ pattern: new RegExp(`${START}(?:${pattern.source})\\s+`, 'giu'), strict }));
/** "mi apellido es Quintero", "mis apellidos son Quintero Díaz": all of it is the surname. */
const SURNAME_SAID = new RegExp(`${START}mis?\\s+apellidos?\\s+(?:es|son)\\s+`, 'giu');

function nameAfter(text: string, at: number, strict: boolean): { token: string; start: number; end: number }[] {
  const name: { token: string; start: number; end: number }[] = [];
  for (const item of tokensFrom(text, at, 5)) {
    if (!/^\p{L}/u.test(item.token) || NOT_NAMES.has(fold(item.token))) break;
    if (strict && !isCapitalized(item.token)) break;
    name.push(item);
  }
  return name;
}

function fullNameSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const { pattern, strict } of NAME_INTROS) {
    for (const match of text.matchAll(pattern)) {
      const name = nameAfter(text, match.index + match[0].length, strict);
      const surname = name.findIndex((item, i) => i > 0 && !GIVEN_NAMES.has(fold(item.token)));
      if (surname > 0) spans.push({ start: name[surname]!.start, end: name[name.length - 1]!.end, kind: 'fullName' });
    }
  }
  for (const match of text.matchAll(SURNAME_SAID)) {
    const name = nameAfter(text, match.index + match[0].length, false);
    if (name.length > 0) spans.push({ start: name[0]!.start, end: name[name.length - 1]!.end, kind: 'fullName' });
  }
  return spans;
}

/** Every piece of personal data in a message, in the order the rules run; a later rule never takes what an earlier one found. */
export function findPersonalData(message: string): Span[] {
  const candidates = [
    ...matchSpans(message, EMAIL, 'email'),
    ...matchSpans(message, PASSWORD, 'password', 1),
    ...numberSpans(message),
    ...addressSpans(message),
    ...matchSpans(message, AT_HANDLE, 'handle'),
    ...matchSpans(message, UNDERSCORED, 'handle'),
    ...platformSpans(message),
    ...schoolSpans(message),
    ...fullNameSpans(message),
  ];
  const found: Span[] = [];
  for (const span of candidates) {
    if (span.end > span.start && found.every((f) => span.end <= f.start || span.start >= f.end)) found.push(span);
  }
  return found;
}

/** Whether a text gives any personal data (the community's gallery refuses such posts). */
export function containsPersonalData(text: string): boolean {
  return findPersonalData(text).length > 0;
}

/**
 * Finds and hides personal data in a child's message: e-mails, passwords, identity numbers,
 * phone numbers (in digits or in words), street addresses, social handles, a school's name and a
 * surname given with a first name. The first name alone ("me llamo Sofía") is kept: the
 * characters use it to be friendly.
 */
export function redactPersonalData(message: string): Redaction {
  const found = findPersonalData(message);
  let text = message;
  for (const span of [...found].sort((a, b) => b.start - a.start)) {
    text = `${text.slice(0, span.start)}${REDACTED}${text.slice(span.end)}`;
  }
  // "[dato personal oculto] [dato personal oculto]" reads as one.
  const repeated = new RegExp(`${escapeRegExp(REDACTED)}(?:[\\s,.-]*${escapeRegExp(REDACTED)})+`, 'g');
  text = text.replace(repeated, REDACTED);
  return { text, kinds: found.map((span) => span.kind) };
}

function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
