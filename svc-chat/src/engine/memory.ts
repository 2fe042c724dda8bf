import { NOT_NAMES, REDACTED } from '@universo/personal-data';
import { fold } from './text';
import { MASK } from './unsafeLanguage';

/**
 * What a character remembers of a conversation. It is always rebuilt from the stored messages
 * (never kept in a process), so any replica answers with the same memory.
 */
export interface Memory {
  /** The child's first name, as they wrote it, capitalised ("Sofía"). */
  name: string | null;
  /** The idea being discussed, ready to follow "tu idea de" ("vender pulseras"). */
  idea: string | null;
  /** What the child saves for, ready to follow "para" ("una bicicleta"). */
  goal: string | null;
}

export const EMPTY_MEMORY: Memory = { name: null, idea: null, goal: null };

/** Longest idea or goal kept, in words: enough to recognise it, short enough for a child's reply. */
const MAX_PHRASE_WORDS = 6;
const LETTERS = '[\\p{L}]';

const NAME = new RegExp(
  `(?<![\\p{L}])(no\\s+)?(me\\s+llamo|mi\\s+nombre\\s+(?:completo\\s+)?es|ll[aá]mame|me\\s+dicen|puedes\\s+llamarme|soy)\\s+(${LETTERS}{2,20})(?![\\p{L}])`,
  'giu',
);

/** The child's first name, if this message gives one ("me llamo Sofía", "soy Mateo"). */
export function extractName(text: string): string | null {
  let found: string | null = null;
  for (const match of text.matchAll(NAME)) {
    const [, negated, intro = '', name = ''] = match;
    if (negated) continue;
    const strict = fold(intro) === 'soy' || fold(intro) === 'me dicen';
    if (strict && !/^\p{Lu}/u.test(name)) continue;
    if (NOT_NAMES.has(fold(name))) continue;
    found = name.charAt(0).toUpperCase() + (name === name.toUpperCase() ? name.slice(1).toLowerCase() : name.slice(1));
  }
  return found;
}

const STOP_AT = /\s+(?:y|e|pero|porque|para que|aunque|cuando|que\s+(?:es|sea|son))\s+|[.,;:!?¡¿()"«»]|\n/iu;
const EMPTY_PHRASES = new Set([
  'algo',
  'cosas',
  'eso',
  'esto',
  'nada',
  'no se',
  'ni idea',
  'no',
  'si',
  'ok',
  'ninguna',
  'no tengo',
  'todavia no',
  'mas',
  'mejor',
  'bien',
  'mucho',
  'poco',
]);
/** "hacer un negocio" says there is an idea, not what it is. */
const ONLY_BUSINESS =
  /^(?:(?:hacer|crear|abrir|montar|tener|poner|armar|empezar)\s+)?(?:un|una|mi)?\s*(?:negocio|emprendimiento|empresa|idea|tienda|tiendita|plan|venta|algo)s?$/;
const TRAILING_CONNECTORS = /\s+(?:de|del|la|las|el|los|un|una|con|en|a|al|mi|mis|tu|tus)$/iu;

/** Cuts a phrase the child wrote down to a short, clean piece that fits in a reply. */
function cleanPhrase(raw: string | undefined): string | null {
  if (!raw) return null;
  let phrase = raw.split(STOP_AT)[0]!.trim().toLowerCase();
  phrase = phrase.split(/\s+/).slice(0, MAX_PHRASE_WORDS).join(' ');
  while (TRAILING_CONNECTORS.test(phrase)) phrase = phrase.replace(TRAILING_CONNECTORS, '');
  if (phrase.length < 3 || EMPTY_PHRASES.has(fold(phrase)) || ONLY_BUSINESS.test(fold(phrase))) return null;
  if (phrase.includes(REDACTED) || phrase.includes(MASK) || /[[\]{}<>*]/.test(phrase) || /\d{5,}/.test(phrase)) return null;
  return phrase;
}

const IDEA_SAID = /mi\s+idea\s+(?:de\s+negocio\s+)?es\s+(?:de\s+)?(.+)/iu;
const IDEA_HAVE = /tengo\s+una\s+idea(?:\s+de\s+negocio)?\s*(?::|,|\s+de|\s+para)\s*(.+)/iu;
const VENTURE = /(?<![\p{L}])(?:un|una|mi)\s+(negocio|tienda|tiendita|puesto|emprendimiento|empresa|venta|f[aá]brica|taller)\s+de\s+(.+)/iu;
const SELL = /(?<![\p{L}])(?:vender|vendo|vender[ée]|vender[ií]a|venderle)\s+(.+)/iu;
const MAKE =
  /(?:quiero|quisiera|me\s+gustar[ií]a|voy\s+a|podr[ií]a|puedo|queremos|vamos\s+a|pienso)\s+(hacer|crear|inventar|abrir|montar|poner|armar|cocinar|preparar|construir|dise[ñn]ar|fabricar)\s+(.+)/iu;

/**
 * The idea a message talks about, if it names one: "mi idea es hacer galletas", "quiero vender
 * pulseras", "un puesto de limonada". `aboutBusiness` lets plain "quiero hacer X" count too;
 * `explicitOnly` keeps only "mi idea es..." (while the child answers questions about their idea).
 */
export function extractIdea(text: string, options: { aboutBusiness: boolean; explicitOnly?: boolean }): string | null {
  const said = IDEA_SAID.exec(text) ?? IDEA_HAVE.exec(text);
  if (said) return cleanPhrase(said[1]);
  if (options.explicitOnly) return null;
  const venture = VENTURE.exec(text);
  if (venture) {
    const what = cleanPhrase(venture[2]);
    if (!what) return null;
    const noun = venture[1]!.toLowerCase();
    const article = ['tienda', 'tiendita', 'empresa', 'venta', 'fábrica', 'fabrica'].includes(noun) ? 'una' : 'un';
    return `${article} ${noun} de ${what}`;
  }
  const sell = SELL.exec(text);
  if (sell) {
    const what = cleanPhrase(sell[1]);
    return what ? `vender ${what}` : null;
  }
  const make = MAKE.exec(text);
  if (make && options.aboutBusiness) {
    const what = cleanPhrase(make[2]);
    return what ? `${make[1]!.toLowerCase()} ${what}` : null;
  }
  return null;
}

/** A child's short answer to "¿qué te gustaría vender?" ("pulseras", "galletas de chocolate"). */
export function ideaFromAnswer(text: string): string | null {
  if (text.includes('?') || text.trim().split(/\s+/).length > MAX_PHRASE_WORDS) return null;
  const stripped = text.replace(/^\s*(?:pues|bueno|mmm+|creo\s+que|quiero|quisiera|me\s+gustar[ií]a)\s+/iu, '');
  return cleanPhrase(stripped);
}

const GOAL =
  /(?:ahorrar|ahorro|ahorrando|juntar|junto|guardar|guardo)\s+(?:(?:plata|dinero|monedas|mis\s+monedas)\s+)?para\s+(?:comprar(?:me)?\s+|tener\s+)?(.+)/iu;
const GOAL_ANSWER = /^\s*para\s+(?:comprar(?:me)?\s+|tener\s+)?(.+)/iu;

/** What the child saves for: "quiero ahorrar para una bicicleta", or "para un balón" after being asked. */
export function extractGoal(text: string, answeringSaving: boolean): string | null {
  const match = GOAL.exec(text) ?? (answeringSaving ? GOAL_ANSWER.exec(text) : null);
  return match ? cleanPhrase(match[1]) : null;
}
