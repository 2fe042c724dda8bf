import { type BusinessPlanAnswers, emptyAnswers, PLAN_QUESTIONS, type PlanQuestion } from './planQuestions';

export interface PlanWizardState {
  /** Index of the question on screen, 0 to 6. */
  step: number;
  answers: BusinessPlanAnswers;
  finished: boolean;
}

export function initialPlanWizard(): PlanWizardState {
  return { step: 0, answers: emptyAnswers(), finished: false };
}

export function currentQuestion(state: PlanWizardState): PlanQuestion {
  return PLAN_QUESTIONS[state.step]!;
}

export function isLastQuestion(state: PlanWizardState): boolean {
  return state.step === PLAN_QUESTIONS.length - 1;
}

/** Spec section 5: Previous is disabled on the first question. */
export function canGoPrevious(state: PlanWizardState): boolean {
  return !state.finished && state.step > 0;
}

/** Spec section 5: Next (Finalizar on the last question) is disabled while the answer is empty or whitespace. */
export function canGoNext(state: PlanWizardState): boolean {
  return !state.finished && currentQuestion(state) !== undefined && state.answers[currentQuestion(state).key].trim() !== '';
}

export function answerCurrent(state: PlanWizardState, text: string): PlanWizardState {
  if (state.finished) return state;
  return { ...state, answers: { ...state.answers, [currentQuestion(state).key]: text } };
}

/** Next question, or the result after the 7th ('Finalizar'). Answers are kept trimmed. */
export function goNext(state: PlanWizardState): PlanWizardState {
  if (!canGoNext(state)) return state;
  const key = currentQuestion(state).key;
  const answers = { ...state.answers, [key]: state.answers[key].trim() };
  return isLastQuestion(state) ? { ...state, answers, finished: true } : { ...state, answers, step: state.step + 1 };
}

/** Back one question, keeping what was written. */
export function goPrevious(state: PlanWizardState): PlanWizardState {
  return canGoPrevious(state) ? { ...state, step: state.step - 1 } : state;
}
