import { fold } from './text';

export type PersonalDataKind = 'email' | 'password' | 'idNumber' | 'address' | 'phone' | 'handle' | 'school' | 'fullName';

/** A piece of personal data: where it is in the message and what it is. */
export type Span = { start: number; end: number; kind: PersonalDataKind };

// Unicode-aware word edges (\b only knows ASCII letters, so it would split "José").
export const START = '(?<![\\p{L}\\p{N}])';
export const END = '(?![\\p{L}\\p{N}])';

export const isCapitalized = (token: string) => /^\p{Lu}/u.test(token);

/** Words that say the number next to them is money ("cuesta", "ahorré", "$"), as folded prefixes. */
const MONEY_WORD =
  /^(?:cuest|val[eií]|precio|cost|pag|gan|ahorr|cobr|deb|gast|compr|vend|premio|meta|recog|mesada|plata|dinero|pesos?$|sueldo|presupuesto|alcancia)/;
const MONEY_AFTER = /^\s*(?:pesos|peso|d[oó]lares|euros|mil|millones|cop|usd|lucas|\$)(?![\p{L}])/iu;
/**
 * Nouns that make the number before them a count ("1234567 puntos", "7.968.095 habitantes"): a
 * phone or an identity number is never followed by one.
 */
const QUANTITY_AFTER =
  /^\s*(?:puntos?|pts|personas?|habitantes|gente|ni[ñn]os|estudiantes|metros?|km|kil[oó]metros?|kilos?|kg|gramos?|litros?|veces|a[ñn]os|d[ií]as|horas|minutos|segundos|estrellas|monedas|l[aá]minas|seguidores|likes|vistas|visitas|diamantes|gemas|robux|votos|hormigas|granos|pasos|saltos|p[aá]ginas|palabras|libros|bytes|gb|mb)(?![\p{L}])/iu;

/** Whether the number between `before` and `after` reads as money or as a count of things. */
export function isAmount(before: string, after: string): boolean {
  if (/\$\s*$/.test(before) || MONEY_AFTER.test(after) || QUANTITY_AFTER.test(after)) return true;
  // A sum: "1.234.567 + 1", "= 2.469.134".
  if (/[+×*/=]\s*$/.test(before) || /^\s*[+×*/=]/.test(after)) return true;
  const lastWords = fold(before)
    .split(/[^a-z0-9$]+/)
    .filter(Boolean)
    .slice(-4);
  return lastWords.some((word) => MONEY_WORD.test(word));
}

/** A sequence of at least four numbers that goes up or down by the same step: counting, not a phone. */
export function isCounting(values: readonly number[]): boolean {
  if (values.length < 4) return false;
  const step = values[1]! - values[0]!;
  return step !== 0 && values.every((value, i) => i === 0 || value - values[i - 1]! === step);
}

/** Every match of a global pattern as a span of `kind` (the whole match, or group 1 with the `d` flag). */
export function matchSpans(text: string, pattern: RegExp, kind: PersonalDataKind, group = 0): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(pattern)) {
    if (group === 0) {
      spans.push({ start: match.index, end: match.index + match[0].length, kind });
      continue;
    }
    const at = match.indices?.[group];
    if (at) spans.push({ start: at[0], end: at[1], kind });
  }
  return spans;
}
