import { type CharacterId, SPANISH_NUMBER_WORDS } from '@universo/contracts';
import { CHARACTER_FACTS, type CharacterFacts, type CharacterKind } from './facts';

// Finds what a Spanish text states about a character's age and what they are, so a card, a
// persona line or a chapter that says otherwise than CHARACTER_FACTS is caught by a test.

// "un" ("un dragón de diez años") as well as the words up to fifteen.
const NUMBER_WORDS: Readonly<Record<string, number>> = { un: 1, ...Object.fromEntries(SPANISH_NUMBER_WORDS.slice(1, 16).map((word, i) => [word, i + 1])) };
const NUMBER = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;

function numberOf(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()]!;
}

/** What a phrase says the character is; words outside CharacterKind (a dog, an owl) are always wrong. */
const KIND_WORDS: Readonly<Record<string, CharacterKind | 'perro' | 'búho'>> = {
  'una niña': 'niña',
  'la niña': 'niña',
  'un niño': 'niño',
  'el niño': 'niño',
  'una luciérnaga': 'luciérnaga',
  'la luciérnaga': 'luciérnaga',
  'un gato': 'gato',
  'el gato': 'gato',
  'una gata': 'gato',
  'la gata': 'gato',
  'un señor': 'señor',
  'el señor': 'señor',
  'un abuelo': 'señor',
  'un perro': 'perro',
  'una perra': 'perro',
  'un búho': 'búho',
};
const KIND = `(${Object.keys(KIND_WORDS).join('|')})`;

export interface Statement {
  character: CharacterId;
  about: 'age' | 'kind';
  value: number | string;
  /** The words that said it. */
  text: string;
}

function escape(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function patternsFor(facts: CharacterFacts): { age: RegExp[]; kind: RegExp[] } {
  const name = escape(facts.name);
  return {
    age: [
      // "Francesca tiene ocho años", "Francesca tenía 8 años", "Francesca cumplió nueve años"
      new RegExp(`\\b${name}\\s+(?:tiene|tenía|tenia|cumple|cumplió|cumplio|acaba de cumplir)\\s+${NUMBER}\\s+años`, 'giu'),
      // "Francesca, de ocho años", "Francesca, una niña de ocho años"
      new RegExp(`\\b${name},\\s+(?:[a-záéíóúñ]+\\s+){0,3}de\\s+${NUMBER}\\s+años`, 'giu'),
      // "Soy Francesca y tengo ocho años"
      new RegExp(`\\bsoy\\s+${name}\\s+y\\s+tengo\\s+${NUMBER}\\s+años`, 'giu'),
    ],
    kind: [
      // "Chispas, una luciérnaga", "Sombra, el gato negro", "Soy Chispas, una luciérnaga"
      new RegExp(`\\b${name},\\s+${KIND}\\b`, 'giu'),
      // "Sombra era un gato", "Chispas es una luciérnaga"
      new RegExp(`\\b${name}\\s+(?:es|era|fue)\\s+${KIND}\\b`, 'giu'),
    ],
  };
}

/** Third-person statements (and "Soy X, ...") about any of the six characters in a text. */
export function statementsIn(text: string): Statement[] {
  const found: Statement[] = [];
  for (const facts of CHARACTER_FACTS) {
    const { age, kind } = patternsFor(facts);
    for (const pattern of age) {
      for (const match of text.matchAll(pattern)) found.push({ character: facts.id, about: 'age', value: numberOf(match[1]!), text: match[0] });
    }
    for (const pattern of kind) {
      for (const match of text.matchAll(pattern)) {
        found.push({ character: facts.id, about: 'kind', value: KIND_WORDS[match[1]!.toLowerCase()]!, text: match[0] });
      }
    }
  }
  return found;
}

/** What a character says of itself in the first person: "tengo ocho años", "soy un gato". */
export function firstPersonStatements(text: string, speaker: CharacterId): Statement[] {
  const found: Statement[] = [];
  for (const match of text.matchAll(new RegExp(`\\btengo\\s+${NUMBER}\\s+años`, 'giu'))) {
    found.push({ character: speaker, about: 'age', value: numberOf(match[1]!), text: match[0] });
  }
  for (const match of text.matchAll(new RegExp(`\\bsoy\\s+${KIND}\\b`, 'giu'))) {
    found.push({ character: speaker, about: 'kind', value: KIND_WORDS[match[1]!.toLowerCase()]!, text: match[0] });
  }
  return found;
}

function disagrees(statement: Statement): string | null {
  const facts = CHARACTER_FACTS.find((f) => f.id === statement.character)!;
  if (statement.about === 'age' && statement.value !== facts.age) {
    return `«${statement.text}»: ${facts.name} ${facts.age === null ? 'no tiene una edad en los libros' : `tiene ${facts.age} años`}`;
  }
  if (statement.about === 'kind' && statement.value !== facts.kind) {
    return `«${statement.text}»: ${facts.name} es ${facts.kind}, no ${statement.value}`;
  }
  return null;
}

/**
 * Every age or kind a text states that differs from CHARACTER_FACTS, as Spanish sentences. With
 * `speaker`, the text is that character's own words and "tengo N años" counts too.
 */
export function contradictions(text: string, speaker?: CharacterId): string[] {
  const statements = [...statementsIn(text), ...(speaker ? firstPersonStatements(text, speaker) : [])];
  return statements.map(disagrees).filter((problem): problem is string => problem !== null);
}
