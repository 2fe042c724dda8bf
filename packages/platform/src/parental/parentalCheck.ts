import { SPANISH_NUMBER_WORDS } from '@universo/contracts';

/**
 * The parental check before a payment, a cancellation or the family's adult area: a multiplication written in words
 * ("¿Cuánto es catorce multiplicado por siete?") that a parent answers in a second and a child of
 * 6 to 10 usually cannot read and solve alone. A wrong answer brings a new question, so guessing
 * does not work either.
 */

export interface ParentalQuestion {
  /** The question as it is shown and read aloud. */
  text: string;
  answer: number;
}

export type ParentalAnswerResult = 'correct' | 'incorrect' | 'empty';

/** The factors: a number from twelve to nineteen by one from three to nine (answers 36 to 171). */
export const PARENTAL_FACTORS = { first: { min: 12, max: 19 }, second: { min: 3, max: 9 } } as const;

const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'] as const;

/** A whole number from 0 to 99 in Spanish words ("cuarenta y ocho"). */
export function numberInSpanishWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 99) throw new RangeError(`Fuera de rango: ${value}`);
  if (value < 30) return SPANISH_NUMBER_WORDS[value]!;
  const unit = value % 10;
  const tens = TENS[Math.floor(value / 10)]!;
  return unit === 0 ? tens : `${tens} y ${SPANISH_NUMBER_WORDS[unit]}`;
}

function pick(random: () => number, min: number, max: number): number {
  const r = Math.min(Math.max(random(), 0), 0.999999);
  return min + Math.floor(r * (max - min + 1));
}

/**
 * A new question; `previous` is never repeated, so a wrong answer always brings another one.
 * `random` returns numbers in [0, 1) like Math.random (tests pass their own).
 */
export function createParentalQuestion(random: () => number = Math.random, previous?: ParentalQuestion): ParentalQuestion {
  for (let attempt = 0; ; attempt++) {
    const a = pick(random, PARENTAL_FACTORS.first.min, PARENTAL_FACTORS.first.max);
    let b = pick(random, PARENTAL_FACTORS.second.min, PARENTAL_FACTORS.second.max);
    if (previous && attempt >= 5 && a * b === previous.answer) {
      b = b === PARENTAL_FACTORS.second.max ? PARENTAL_FACTORS.second.min : b + 1;
    }
    const question = { text: `¿Cuánto es ${numberInSpanishWords(a)} multiplicado por ${numberInSpanishWords(b)}?`, answer: a * b };
    if (!previous || question.answer !== previous.answer) return question;
  }
}

/** The answer is written in digits; spaces around it do not matter. */
export function checkParentalAnswer(question: ParentalQuestion, input: string): ParentalAnswerResult {
  const trimmed = input.trim();
  if (trimmed === '') return 'empty';
  if (!/^\d{1,4}$/.test(trimmed)) return 'incorrect';
  return Number(trimmed) === question.answer ? 'correct' : 'incorrect';
}
