import {
  BRAND_TERMS,
  BUSINESS_WORDS,
  type Commonness,
  CUSTOMER_PLACE_TERMS,
  CUSTOMER_TERMS,
  DESCRIPTIVE_TERMS,
  FILLER_WORDS,
  HELP_PHRASES,
  HELPER_TERMS,
  KNOWN_IDEAS,
  MAKING_VERBS,
  MATERIAL_TERMS,
  MONEY_TERMS,
  MONEY_UNITS,
  NOT_AN_IDEA,
  NUMBER_WORDS,
  PLAN_TERMS,
  PRICE_WORDS,
  SAVING_TERMS,
  TOO_BIG_TERMS,
  TWIST_TERMS,
} from '../data/ideaLexicon';
import type { Token } from './spanishText';
import { distinctWords, findTerms, hasTerm, longestMatches, type Term, type TermMatch } from './termMatching';

/** A product or service the child named: a known one, or an uncommon one found after a making verb. */
export interface IdeaMention {
  /** The known idea's id; null for an uncommon one. */
  id: string | null;
  label: string;
  /** What a customer does with it: comprar, necesitar, ver. */
  customerVerb: string;
  kind: 'producto' | 'servicio';
  commonness: Commonness | 'poco-comun';
  start: number;
  end: number;
}

/** The explainable features of a child's idea that the scores are computed from. */
export interface IdeaFeatures {
  ideas: IdeaMention[];
  businessWords: string[];
  /** People who would buy (only counted once there is an idea or the wish to start one). */
  customers: string[];
  /** Places where the customers are ("en mi barrio"), counted likewise. */
  customerPlaces: string[];
  helpers: string[];
  /** The price as written ("2000 pesos"), or null. */
  price: string | null;
  moneyWords: string[];
  materials: string[];
  tooBig: string[];
  planSteps: string[];
  saving: string[];
  brand: string[];
  twists: string[];
  descriptive: string[];
}

const DETERMINERS = ['mi', 'mis', 'su', 'sus', 'tu', 'tus', 'la', 'el', 'los', 'las', 'un', 'una'];

function within(inner: { start: number; end: number }, outer: { start: number; end: number }): boolean {
  return inner.start >= outer.start && inner.end <= outer.end;
}

function knownIdeas(tokens: readonly Token[]): IdeaMention[] {
  const mentions: IdeaMention[] = [];
  for (const idea of KNOWN_IDEAS) {
    const customerVerb = idea.customerVerb ?? (idea.kind === 'servicio' ? 'necesitar' : 'comprar');
    const base = { id: idea.id, label: idea.label, kind: idea.kind, commonness: idea.commonness, customerVerb };
    for (const m of findTerms(tokens, idea.terms ?? [])) {
      mentions.push({ ...base, label: idea.kind === 'producto' ? m.words : idea.label, start: m.start, end: m.end });
    }
    if (idea.verbObject) {
      const objects = findTerms(tokens, idea.verbObject.objects);
      for (const verb of findTerms(tokens, idea.verbObject.verbs)) {
        const object = objects.find((o) => o.start >= verb.end && o.start <= verb.end + 3);
        if (object) mentions.push({ ...base, start: verb.start, end: object.end });
      }
    }
  }
  // "cuidar plantas" is gardening, not also a plant shop: a mention inside another idea's longer one goes.
  return mentions.filter((m) => !mentions.some((other) => other.id !== m.id && other.end - other.start > m.end - m.start && within(m, other)));
}

function isNumber(token: Token | undefined): boolean {
  return token !== undefined && (/^\d+$/.test(token.folded) || NUMBER_WORDS.includes(token.folded));
}

function uncommonIdeas(tokens: readonly Token[], known: readonly IdeaMention[]): IdeaMention[] {
  const covered = (index: number) => known.some((m) => index >= m.start && index < m.end);
  const stopTerms = [...CUSTOMER_TERMS, ...CUSTOMER_PLACE_TERMS, ...MATERIAL_TERMS, ...PLAN_TERMS, ...MONEY_TERMS, ...BRAND_TERMS];
  const mentions: IdeaMention[] = [];
  for (const verb of findTerms(tokens, MAKING_VERBS)) {
    let index = verb.end;
    while (index < verb.end + 3 && FILLER_WORDS.includes(tokens[index]?.folded ?? '')) index += 1;
    const token = tokens[index];
    if (!token || covered(index) || isNumber(token) || NOT_AN_IDEA.includes(token.folded) || token.folded.length < 3) continue;
    if (/(ar|er|ir)$/.test(token.folded) && token.folded.length > 4) continue;
    if (hasTerm([token], stopTerms)) continue;
    if (mentions.some((m) => tokens[m.start]?.folded === token.folded)) continue;
    mentions.push({ id: null, label: token.text, kind: 'producto', commonness: 'poco-comun', customerVerb: 'comprar', start: index, end: index + 1 });
  }
  return mentions;
}

function distinctIdeas(mentions: readonly IdeaMention[]): IdeaMention[] {
  const seen = new Set<string>();
  return [...mentions]
    .sort((a, b) => a.start - b.start)
    .filter((m) => {
      const key = m.id ?? `?${m.label}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** "con mi abuela", "con mis amigos": after "con" a person helps or joins, and does not buy. */
function afterCon(tokens: readonly Token[], start: number): boolean {
  const previous = tokens[start - 1]?.folded;
  if (previous === 'con') return true;
  return previous !== undefined && DETERMINERS.includes(previous) && tokens[start - 2]?.folded === 'con';
}

/** "mi abuela me ayuda": a person followed by help. */
function followedByHelp(tokens: readonly Token[], end: number): boolean {
  return ['me', 'nos'].includes(tokens[end]?.folded ?? '') && (tokens[end + 1]?.folded ?? '').startsWith('ayud');
}

function helpers(tokens: readonly Token[]): TermMatch[] {
  const people = findTerms(tokens, HELPER_TERMS).filter((m) => afterCon(tokens, m.start) || followedByHelp(tokens, m.end));
  return [...findTerms(tokens, HELP_PHRASES), ...people].sort((a, b) => a.start - b.start);
}

function customers(tokens: readonly Token[], ideas: readonly IdeaMention[], terms: readonly Term[]): TermMatch[] {
  return findTerms(tokens, terms).filter((m) => !afterCon(tokens, m.start) && !followedByHelp(tokens, m.end) && !ideas.some((idea) => within(m, idea)));
}

/** A figure with a unit ("2000 pesos", "$500", "dos mil") or after a price word ("cobrar 500"), or "a 1500". */
export function findPrice(tokens: readonly Token[]): string | null {
  const priceWords = findTerms(tokens, PRICE_WORDS);
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!token || !isNumber(token)) continue;
    let end = i + 1;
    while (end < tokens.length && end <= i + 2 && isNumber(tokens[end])) end += 1;
    const unit = tokens[end];
    const words = (from: number, to: number) =>
      tokens
        .slice(from, to)
        .map((t) => t.text)
        .join(' ');
    if (tokens[i - 1]?.folded === '$') return `$${words(i, end)}`;
    if (unit && (unit.folded === '$' || MONEY_UNITS.includes(unit.folded))) return words(i, end + 1);
    if (token.folded === 'mil' || tokens.slice(i, end).some((t) => t.folded === 'mil')) return words(i, end);
    if (priceWords.some((p) => p.end <= i && p.end >= i - 3)) return words(i, end);
    if (tokens[i - 1]?.folded === 'a' && /^\d+$/.test(token.folded) && Number(token.folded) >= 100) return words(i, end);
  }
  return null;
}

/** The words of a list found in the message, longest phrases first, without overlaps. */
function wordsOf(tokens: readonly Token[], terms: readonly Term[]): string[] {
  return distinctWords(longestMatches(tokens, { terms }));
}

/** Reads the features of an idea from the words of the message. Pure. */
export function extractIdeaFeatures(tokens: readonly Token[]): IdeaFeatures {
  const known = knownIdeas(tokens);
  const ideas = distinctIdeas([...known, ...uncommonIdeas(tokens, known)]);
  const businessWords = wordsOf(tokens, BUSINESS_WORDS);
  // "no me gusta el colegio" names no customers: without an idea there is nobody to sell to.
  const selling = ideas.length > 0 || businessWords.length > 0;
  return {
    ideas,
    businessWords,
    customers: selling ? distinctWords(customers(tokens, ideas, CUSTOMER_TERMS)) : [],
    customerPlaces: selling ? distinctWords(customers(tokens, ideas, CUSTOMER_PLACE_TERMS)) : [],
    helpers: distinctWords(helpers(tokens)),
    price: findPrice(tokens),
    moneyWords: wordsOf(tokens, MONEY_TERMS),
    materials: wordsOf(tokens, MATERIAL_TERMS),
    tooBig: wordsOf(tokens, TOO_BIG_TERMS),
    planSteps: wordsOf(tokens, PLAN_TERMS),
    saving: wordsOf(tokens, SAVING_TERMS),
    brand: wordsOf(tokens, BRAND_TERMS),
    twists: wordsOf(tokens, TWIST_TERMS),
    descriptive: wordsOf(tokens, DESCRIPTIVE_TERMS),
  };
}
