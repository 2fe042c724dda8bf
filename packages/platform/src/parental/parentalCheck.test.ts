import { checkParentalAnswer, createParentalQuestion, numberInSpanishWords, PARENTAL_FACTORS, type ParentalQuestion } from './parentalCheck';

function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}

describe('numberInSpanishWords', () => {
  it('writes 0 to 99 as Spanish words', () => {
    expect([0, 7, 14, 16, 22, 30, 48, 99].map(numberInSpanishWords)).toEqual([
      'cero',
      'siete',
      'catorce',
      'dieciséis',
      'veintidós',
      'treinta',
      'cuarenta y ocho',
      'noventa y nueve',
    ]);
  });

  it('refuses numbers it cannot write', () => {
    expect(() => numberInSpanishWords(100)).toThrow(RangeError);
    expect(() => numberInSpanishWords(-1)).toThrow(RangeError);
    expect(() => numberInSpanishWords(2.5)).toThrow(RangeError);
  });
});

describe('createParentalQuestion', () => {
  it('asks a multiplication in words, with no digits a child could copy', () => {
    const question = createParentalQuestion(sequence(0.25, 0.6));
    expect(question).toEqual({ text: '¿Cuánto es catorce multiplicado por siete?', answer: 98 });
    expect(question.text).not.toMatch(/\d/);
  });

  it('stays within its factors, also at the ends of random()', () => {
    expect(createParentalQuestion(sequence(0, 0)).answer).toBe(PARENTAL_FACTORS.first.min * PARENTAL_FACTORS.second.min);
    expect(createParentalQuestion(sequence(1, 1)).answer).toBe(PARENTAL_FACTORS.first.max * PARENTAL_FACTORS.second.max);
    for (let i = 0; i < 200; i++) {
      const { answer, text } = createParentalQuestion();
      expect(answer).toBeGreaterThanOrEqual(36);
      expect(answer).toBeLessThanOrEqual(171);
      expect(text).toMatch(/^¿Cuánto es [a-záéíóú ]+ multiplicado por [a-záéíóú]+\?$/);
    }
  });

  it('never repeats the previous answer, even when random() keeps repeating itself', () => {
    const previous = createParentalQuestion(sequence(0.25, 0.6));
    const next = createParentalQuestion(sequence(0.25, 0.6), previous);
    expect(next.answer).not.toBe(previous.answer);
  });
});

describe('checkParentalAnswer', () => {
  const question: ParentalQuestion = { text: '¿Cuánto es catorce multiplicado por siete?', answer: 98 };

  // The right number in digits (spaces around it do not matter); an empty answer is told from a wrong one.
  const ANSWERS = {
    correct: ['98', ' 98 ', '098'],
    empty: ['', '   '],
    incorrect: ['97', 'noventa y ocho', '9 8', '98.0', '-98'],
  } as const;

  it.each(Object.entries(ANSWERS))('is %s for %j', (verdict, answers) => {
    expect(answers.map((answer) => checkParentalAnswer(question, answer))).toEqual(answers.map(() => verdict));
  });
});
