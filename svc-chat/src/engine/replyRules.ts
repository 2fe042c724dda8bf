import { redactPersonalData } from '@universo/personal-data';
import { countSentences, countWords } from './text';
import { checkLanguage } from './unsafeLanguage';

/** A reply a six-year-old can read: at most this many sentences and words. */
export const MAX_REPLY_SENTENCES = 3;
export const MAX_REPLY_WORDS = 60;

/**
 * Questions a character must never ask a child: where they live, their phone, e-mail, school,
 * surname, age, photos, passwords, or to meet. Matched on the lower-cased reply.
 */
const ASKS_FOR_PERSONAL_DATA: RegExp[] = [
  /¿[^?]*\bd[oó]nde\s+(vives|queda\s+tu\s+casa|estudias|est[aá]s\s+ahora)/,
  /¿[^?]*\b(cu[aá]l|me\s+(das|dices|pasas|escribes|compartes)|dime)\b[^?]*\b(tu|tus)\s+(n[uú]mero|tel[eé]fono|celular|correo|e-?mail|direcci[oó]n|apellido|contrase[ñn]a|clave|usuario|colegio|escuela|foto)/,
  /\b(dime|escr[ií]beme|p[aá]same|env[ií]ame|m[aá]ndame|comp[aá]rteme|dame)\b[^.!?]*\b(tu|tus)\s+(n[uú]mero|tel[eé]fono|celular|correo|e-?mail|direcci[oó]n|apellido|contrase[ñn]a|clave|usuario|colegio|escuela|fotos?|nombre\s+completo)/,
  /¿[^?]*\b(c[oó]mo\s+te\s+llamas|cu[aá]l\s+es\s+tu\s+nombre|cu[aá]ntos\s+a[ñn]os\s+tienes|en\s+qu[eé]\s+(colegio|escuela|barrio|ciudad)|a\s+qu[eé]\s+(colegio|escuela)\s+vas|c[oó]mo\s+se\s+llama\s+tu\s+(colegio|escuela|mam[aá]|pap[aá]))/,
  /\b(nos\s+vemos\s+en|encontr[eé]monos|ven\s+a\s+mi\s+casa|te\s+espero\s+en)\b/,
  /\b(n[uú]mero|tel[eé]fono|correo|direcci[oó]n)\s+de\s+tus\s+(pap[aá]s|padres)/,
];

export function asksForPersonalData(reply: string): boolean {
  const text = reply.toLowerCase();
  return ASKS_FOR_PERSONAL_DATA.some((rule) => rule.test(text));
}

export function withinReadingLimits(reply: string): boolean {
  return countSentences(reply) <= MAX_REPLY_SENTENCES && countWords(reply) <= MAX_REPLY_WORDS;
}

const ENGLISH = /\b(the|and|you|your|are|is|what|with|this|that|hello|hi|please|thanks|i'm|it's)\b/gi;
const LINK = /(https?:\/\/|www\.|\.com\b|\.org\b|\.co\b)/i;

/**
 * Why a reply that did not come from the templates (the optional language model) may not be
 * shown to a child, or null when it may. The same rules the templates are tested against.
 */
export function replyProblem(reply: string): string | null {
  const text = reply.trim();
  if (text === '') return 'vacía';
  if (!withinReadingLimits(text)) return 'demasiado larga';
  if (asksForPersonalData(text)) return 'pide datos personales';
  if (redactPersonalData(text).kinds.length > 0) return 'contiene datos personales';
  const language = checkLanguage(text);
  if (language.insult || language.unsafeTopic) return 'lenguaje no apto';
  if (LINK.test(text)) return 'contiene un enlace';
  if ((text.match(ENGLISH)?.length ?? 0) >= 2) return 'no está en español';
  if (/[<>{}[\]`#*_]/.test(text)) return 'tiene formato';
  return null;
}
