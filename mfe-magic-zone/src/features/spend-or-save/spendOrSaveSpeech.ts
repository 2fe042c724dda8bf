import { CHOICE_KIND_LABELS, SAVINGS_GOALS, SCENARIOS, type SavingsGoal, type SpendOrSaveChoice, type SpendOrSaveScenario } from '@universo/game-rules';
import { AGE_GROUPS } from '../../shared/age/ageGroup';
import { textForAge } from '../../shared/age/ageTexts';
import { formatCoins } from '../../shared/money';
import { SPEND_OR_SAVE_INTRO } from './spendOrSaveCopy';

/**
 * What the "Escuchar" buttons of Gasta o Ahorra read. Every text here is fixed and has a
 * recording (svc-content/scripts/narrateMagicZone.ts); the numbers that change (money, points)
 * are read by the browser's voice when it has a Spanish one, else these fixed parts are played.
 */
export const GOAL_PICKER_TITLE = '¿Para qué quieres ahorrar?';
export const GOAL_PICKER_HINT = 'Elige tu meta. Cada moneda que guardes va a tu frasco.';
export const GOAL_PICKER_SPEECH = `${GOAL_PICKER_TITLE} ${GOAL_PICKER_HINT}`;
export const POCKET_MONEY_SPEECH = 'Recibiste tu mesada. Se suma a las monedas que no gastaste.';
export const ROUND_OVER_SPEECH = '¡Fin de la ronda! Las monedas que no gastaste se quedan contigo.';
export const GAME_OVER_SPEECH = '¡Juego terminado! Mira tu frasco: lo que no gastaste también es ahorro.';

export function goalSpeech(goal: SavingsGoal): string {
  return `${goal.label}: ${goal.price} monedas.`;
}

export function scenarioQuestion(scenario: SpendOrSaveScenario): string {
  return `${scenario.situation} ¿Qué haces?`;
}

export function choiceSpeech(choice: SpendOrSaveChoice): string {
  return `${choice.label}. Cuesta ${formatCoins(choice.cost)}. Es ${CHOICE_KIND_LABELS[choice.kind].toLowerCase()}.`;
}

/** What a choice meant, said after it is made and on the end screen. */
export function meaningSpeech(choice: Pick<SpendOrSaveChoice, 'label' | 'meaning'>): string {
  return `${choice.label}. ${choice.meaning}`;
}

export function spendOrSaveFixedTexts(): string[] {
  return [
    ...AGE_GROUPS.map((group) => textForAge(SPEND_OR_SAVE_INTRO, group)),
    GOAL_PICKER_SPEECH,
    ...SAVINGS_GOALS.map(goalSpeech),
    POCKET_MONEY_SPEECH,
    ROUND_OVER_SPEECH,
    GAME_OVER_SPEECH,
    ...SCENARIOS.flatMap((scenario) => [scenarioQuestion(scenario), ...scenario.choices.flatMap((choice) => [choiceSpeech(choice), meaningSpeech(choice)])]),
  ];
}
