import { type Random, randomInt } from '../random';
import { type JarProgress, jarProgress, type SavingsGoal, savingsGoalOf } from './goals';
import { isSaving, SCENARIOS, type SpendOrSaveChoice, type SpendOrSaveKind, type SpendOrSaveScenario } from './scenarios';

/** Spec sections 4 and 9: the numbers of Gasta o Ahorra. */
export const SPEND_OR_SAVE_RULES = {
  rounds: 3,
  startMoney: 50,
  /** Each new round's pocket money, both ends included: added to what the child kept. */
  nextRoundMoney: { min: 40, max: 59 },
  decisionsPerRound: 3,
  /** The round ends when the money left is under this. */
  minMoney: 5,
  roundEndDelayMs: 1500,
} as const;

export type SpendOrSavePhase = 'choosing' | 'round-over' | 'finished';

export interface SpendOrSaveDecision {
  round: number;
  choiceId: string;
  label: string;
  cost: number;
  kind: SpendOrSaveKind;
  saving: boolean;
  meaning: string;
  points: number;
}

export interface SpendOrSaveState {
  phase: SpendOrSavePhase;
  round: number;
  money: number;
  saved: number;
  points: number;
  decisionsThisRound: number;
  /** Every decision of the game, oldest first ("decisions made" is its length). */
  decisions: readonly SpendOrSaveDecision[];
  scenarioIndex: number;
  /** The scenario the game started on and the pocket money each later round gave: with the decisions, the whole play (see replay.ts). */
  startScenario: number;
  pocketMoney: readonly number[];
  /** The savings goal the child picked (see goals.ts), or null. */
  goalId: string | null;
}

/** Spec: 50 money, 0 saved, round 1, 0 points; the jar starts empty toward the goal picked. */
export function initialSpendOrSave(scenarioIndex = 0, goalId: string | null = null): SpendOrSaveState {
  const start = ((scenarioIndex % SCENARIOS.length) + SCENARIOS.length) % SCENARIOS.length;
  return {
    phase: 'choosing',
    round: 1,
    money: SPEND_OR_SAVE_RULES.startMoney,
    saved: 0,
    points: 0,
    decisionsThisRound: 0,
    decisions: [],
    scenarioIndex: start,
    startScenario: start,
    pocketMoney: [],
    goalId: savingsGoalOf(goalId)?.id ?? null,
  };
}

/** 'Jugar Otra Vez': everything back to the start, on a random scenario. */
export function newSpendOrSave(random: Random, goalId: string | null = null): SpendOrSaveState {
  return initialSpendOrSave(randomInt(random, 0, SCENARIOS.length - 1), goalId);
}

export function currentScenario(state: SpendOrSaveState): SpendOrSaveScenario {
  return SCENARIOS[state.scenarioIndex]!;
}

/** Spec: saving earns cost/5, spending cost/10, rounded down. */
export function choicePoints(choice: Pick<SpendOrSaveChoice, 'cost' | 'kind'>): number {
  return Math.floor(choice.cost / (isSaving(choice) ? 5 : 10));
}

/** Spec: a choice is allowed only while choosing and if the money covers its cost. */
export function canChoose(state: SpendOrSaveState, choice: Pick<SpendOrSaveChoice, 'cost'>): boolean {
  return state.phase === 'choosing' && state.money >= choice.cost;
}

export function roundShouldEnd(state: Pick<SpendOrSaveState, 'decisionsThisRound' | 'money'>): boolean {
  return state.decisionsThisRound >= SPEND_OR_SAVE_RULES.decisionsPerRound || state.money < SPEND_OR_SAVE_RULES.minMoney;
}

/**
 * The child picks a choice of the current scenario: spending lowers the money, a saving choice
 * also adds to the saved coins, points are added, and the next scenario comes up. After the 3rd
 * decision of the round, or when the money is under 5, the round is over (the screen waits
 * 1.5 s, then calls `finishRound`). A choice that is not allowed changes nothing.
 */
export function choose(state: SpendOrSaveState, choiceId: string): SpendOrSaveState {
  const choice = currentScenario(state).choices.find((c) => c.id === choiceId);
  if (!choice || !canChoose(state, choice)) return state;
  const points = choicePoints(choice);
  const saving = isSaving(choice);
  const next: SpendOrSaveState = {
    ...state,
    money: state.money - choice.cost,
    saved: state.saved + (saving ? choice.cost : 0),
    points: state.points + points,
    decisionsThisRound: state.decisionsThisRound + 1,
    decisions: [
      ...state.decisions,
      { round: state.round, choiceId: choice.id, label: choice.label, cost: choice.cost, kind: choice.kind, saving, meaning: choice.meaning, points },
    ],
    scenarioIndex: (state.scenarioIndex + 1) % SCENARIOS.length,
  };
  return roundShouldEnd(next) ? { ...next, phase: 'round-over' } : next;
}

/**
 * After the delay: the game ends after round 3; otherwise the next round starts with new pocket
 * money of 40 to 59 coins, added to what the child kept in the wallet (not spending is rewarded:
 * what is left carries over, as the jar does).
 */
export function finishRound(state: SpendOrSaveState, random: Random): SpendOrSaveState {
  const { min, max } = SPEND_OR_SAVE_RULES.nextRoundMoney;
  return finishRoundWith(state, randomInt(random, min, max));
}

/** finishRound with the pocket money already drawn (a replay gives the reported one; it must be 40 to 59). */
export function finishRoundWith(state: SpendOrSaveState, pocketMoney: number): SpendOrSaveState {
  if (state.phase !== 'round-over') return state;
  if (state.round >= SPEND_OR_SAVE_RULES.rounds) return { ...state, phase: 'finished' };
  return {
    ...state,
    phase: 'choosing',
    round: state.round + 1,
    money: state.money + pocketMoney,
    decisionsThisRound: 0,
    pocketMoney: [...state.pocketMoney, pocketMoney],
  };
}

export interface SpendOrSaveSummary {
  points: number;
  /** Coins in the jar (the saving choices). */
  saved: number;
  /** Coins still in the wallet at the end: not spent, kept too. */
  left: number;
  /** Everything the child kept: the jar and the coins never spent. The goal is judged on it. */
  kept: number;
  decisions: number;
  savingDecisions: number;
  spentOnNeeds: number;
  spentOnWants: number;
  goal: SavingsGoal | null;
  /** At the end the coins never spent join the jar: the goal, judged on `kept`, or null without a goal. */
  jar: JarProgress | null;
  message: string;
}

/** The end screen: total points, what was saved and kept, needs beside wants, the goal, and a message. */
export function spendOrSaveSummary(state: SpendOrSaveState): SpendOrSaveSummary {
  const spent = (kind: SpendOrSaveKind) => state.decisions.filter((d) => d.kind === kind).reduce((sum, d) => sum + d.cost, 0);
  const goal = savingsGoalOf(state.goalId) ?? null;
  const kept = state.saved + state.money;
  // Not spending is saving too: the goal counts the jar and the coins left in the wallet.
  const jar = goal ? jarProgress(kept, goal) : null;
  const savingDecisions = state.decisions.filter((d) => d.saving).length;
  const spentOnWants = spent('want');
  return {
    points: state.points,
    saved: state.saved,
    left: state.money,
    kept,
    decisions: state.decisions.length,
    savingDecisions,
    spentOnNeeds: spent('need'),
    spentOnWants,
    goal,
    jar,
    message: endMessage({ saved: state.saved, decisions: state.decisions.length, savingDecisions, goal, jar, spentOnWants }),
  };
}

export function endMessage(input: {
  saved: number;
  decisions: number;
  savingDecisions: number;
  goal?: SavingsGoal | null;
  jar?: JarProgress | null;
  spentOnWants?: number;
}): string {
  const { saved, decisions, savingDecisions, goal, jar, spentOnWants = 0 } = input;
  if (decisions === 0) return '¡Vuelve a jugar y toma tus primeras decisiones!';
  if (goal && jar) {
    const what = goal.label.toLowerCase();
    if (jar.reached) return `¡Lo lograste! Guardaste ${jar.saved} monedas: ya tienes para ${what}.`;
    if (spentOnWants >= jar.missing) return `Te faltaron ${jar.missing} monedas para ${what}. Sin los deseos que compraste, ¡lo lograbas!`;
    return `Te faltaron ${jar.missing} monedas para ${what}. Si guardas un poco más en cada ronda, ¡lo logras!`;
  }
  if (saved >= 60) return '¡Eres una superestrella del ahorro! Tu frasco está feliz y listo para tus sueños.';
  if (savingDecisions * 2 >= decisions) return '¡Muy bien! Ahorraste en muchas decisiones: así se cumplen las metas.';
  if (saved > 0) return 'Buen comienzo: ahorraste algo. La próxima vez intenta guardar un poquito más.';
  return 'Esta vez gastaste todo. Recuerda: ahorrar un poco hoy te ayuda a lograr algo grande mañana.';
}
