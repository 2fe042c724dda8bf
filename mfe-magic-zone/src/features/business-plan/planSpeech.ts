import { PLAN_QUESTIONS, type PlanQuestion } from './domain/planQuestions';

/** What the plan wizard's "Escuchar" reads for a question: the question and its hint (a recorded clip). */
export function questionSpeech(question: Pick<PlanQuestion, 'question' | 'hint'>): string {
  return `${question.question} ${question.hint}`;
}

export function planFixedTexts(): string[] {
  return PLAN_QUESTIONS.map(questionSpeech);
}
