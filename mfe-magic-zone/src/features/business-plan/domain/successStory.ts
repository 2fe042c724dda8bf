import type { BusinessPlanAnswers } from './planQuestions';

/** Names that keep their capital inside a sentence (the rest of a first word reads lower-case). */
const PROPER_NOUNS = new Set([
  'francesca',
  'chispas',
  'sombra',
  'leo',
  'colombia',
  'bogotá',
  'medellín',
  'cali',
  'barranquilla',
  'cartagena',
  'bucaramanga',
  'pereira',
  'manizales',
  'navidad',
  'halloween',
]);

/**
 * An answer as a clause inside a sentence: trimmed, without its final stop and opening marks,
 * starting lower-case ("La gente" -> "la gente") unless it starts with a name we know, one of
 * `names` (the child's, the business's), or an acronym.
 */
export function asClause(text: string, names: readonly string[] = []): string {
  const trimmed = text
    .trim()
    .replace(/[.!¡?¿…\s]+$/u, '')
    .replace(/^[¡¿]+/u, '');
  const [first = ''] = trimmed.split(/\s+/);
  const keep =
    PROPER_NOUNS.has(first.toLowerCase()) ||
    names.some((name) => name.trim() !== '' && trimmed.startsWith(name.trim())) ||
    (first.length > 1 && first === first.toUpperCase() && /\p{L}/u.test(first));
  return keep ? trimmed : trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

/** A small stable number from a text, so one plan always tells the same story. */
export function textSeed(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

const OPENINGS = [
  (who: string, plan: BusinessPlanAnswers, clause: (text: string) => string) => `Había una vez ${who} que notó algo importante: ${clause(plan.problema)}.`,
  (who: string, plan: BusinessPlanAnswers, clause: (text: string) => string) =>
    `Un día, ${who} miró a su alrededor y descubrió un problema: ${clause(plan.problema)}.`,
  (who: string, plan: BusinessPlanAnswers, clause: (text: string) => string) => `Todo empezó cuando ${who} se dio cuenta de que ${clause(plan.problema)}.`,
] as const;

const ENDINGS = [
  (plan: BusinessPlanAnswers, clause: (text: string) => string) =>
    `Con esfuerzo, paciencia y mucha imaginación, cumplió su meta: ${clause(plan.meta)}. ¡Y apenas estaba comenzando!`,
  (plan: BusinessPlanAnswers, clause: (text: string) => string) =>
    `Paso a paso, ahorrando y aprendiendo de cada venta, logró su gran sueño: ${clause(plan.meta)}.`,
  (plan: BusinessPlanAnswers, clause: (text: string) => string) =>
    `Al final del año celebró con su familia, porque había cumplido su meta: ${clause(plan.meta)}.`,
] as const;

/**
 * Spec section 2: a success story generated from the plan's answers, in four short paragraphs.
 * `childName` is the hero when known ("una niña emprendedora" reads better than nothing).
 */
export function successStory(plan: BusinessPlanAnswers, childName = ''): string[] {
  const seed = textSeed(`${plan.nombre}|${plan.producto}`);
  const names = [childName, plan.nombre];
  const clause = (text: string) => asClause(text, names);
  const who = childName.trim() ? `${childName.trim()}, una mente emprendedora,` : 'una mente emprendedora';
  const opening = OPENINGS[seed % OPENINGS.length]!(who, plan, clause);
  const ending = ENDINGS[Math.floor(seed / OPENINGS.length) % ENDINGS.length]!(plan, clause);
  return [
    opening,
    `Entonces tuvo una idea: crear «${plan.nombre.trim()}» y ofrecer ${clause(plan.producto)}. Su solución era sencilla y brillante: ${clause(plan.solucion)}.`,
    `Sus primeros clientes fueron ${clause(plan.clientes)}. Les contó su idea con una gran sonrisa y puso un precio justo: ${clause(plan.precio)}. Muy pronto, más personas querían probarlo.`,
    ending,
  ];
}
