import {
  CHILD_PROJECT_LIMITS,
  type ChildProjectRequest,
  PROJECT_PLAN_KEYS,
  type ProjectBestResults,
  type ProjectLogo,
  type ProjectPlan,
} from '@universo/contracts';
import { PROJECT_MESSAGES } from './project.messages';

/** What the service keeps of a child's business (the best results are read from progress, not stored). */
export interface StoredProject {
  businessName: string;
  plan: ProjectPlan | null;
  logo: ProjectLogo | null;
}

/** A control character (other than the line break a plan's answer may hold): nothing a child types. */
function hasControl(value: string): boolean {
  return [...value].some((char) => {
    const code = char.codePointAt(0)!;
    return code !== 10 && (code < 32 || code === 127);
  });
}
const LOGO_CHOICE = /^[a-z]+$/;
const LOGO_CHOICES = ['shape', 'shapeColor', 'icon', 'iconColor', 'textColor'] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textProblem(value: unknown, max: number, { allowEmpty }: { allowEmpty: boolean }): boolean {
  if (typeof value !== 'string' || hasControl(value)) return true;
  const length = [...value.trim()].length;
  return length > max || (!allowEmpty && length === 0);
}

export function businessNameProblem(value: unknown): string | null {
  // A name is one line: the logo breaks it into lines itself.
  const oneLine = typeof value === 'string' && !value.includes('\n');
  return !oneLine || textProblem(value, CHILD_PROJECT_LIMITS.nameMax, { allowEmpty: false }) ? PROJECT_MESSAGES.businessName : null;
}

/** Only the wizard's keys, each a string that fits its text box (a half-written plan is fine). */
export function planProblem(value: unknown): string | null {
  if (!isObject(value)) return PROJECT_MESSAGES.plan;
  const keys = Object.keys(value);
  if (keys.length === 0) return PROJECT_MESSAGES.plan;
  const allowed = new Set<string>(PROJECT_PLAN_KEYS);
  const bad = keys.some((key) => !allowed.has(key) || textProblem(value[key], CHILD_PROJECT_LIMITS.answerMax, { allowEmpty: true }));
  return bad ? PROJECT_MESSAGES.plan : null;
}

/**
 * The logo's six fields and no others. The choices' ids are the logo creator's to list: the
 * service only checks that each is a short lowercase word, enough to draw nothing unexpected.
 */
export function logoProblem(value: unknown): string | null {
  if (!isObject(value)) return PROJECT_MESSAGES.logo;
  const keys = Object.keys(value);
  if (keys.length !== LOGO_CHOICES.length + 1 || !keys.includes('text')) return PROJECT_MESSAGES.logo;
  const badChoice = LOGO_CHOICES.some((key) => {
    const choice = value[key];
    return typeof choice !== 'string' || choice.length > CHILD_PROJECT_LIMITS.logoChoiceMax || !LOGO_CHOICE.test(choice);
  });
  if (badChoice) return PROJECT_MESSAGES.logo;
  return textProblem(value.text, CHILD_PROJECT_LIMITS.nameMax, { allowEmpty: true }) ? PROJECT_MESSAGES.logo : null;
}

function trimmedPlan(plan: ProjectPlan): ProjectPlan {
  return Object.fromEntries(Object.entries(plan).map(([key, answer]) => [key, (answer ?? '').trim()]));
}

/**
 * The project after a save: the parts sent replace the stored ones, the rest stays. A plan
 * carries the business's name in its first answer, so a plan without `businessName` names the
 * business; the first save must end with a name (a logo alone brings its own text).
 */
export function mergeProject(stored: StoredProject | null, request: ChildProjectRequest): StoredProject | { problem: string } {
  if (request.businessName === undefined && request.plan === undefined && request.logo === undefined) return { problem: PROJECT_MESSAGES.empty };
  const plan = request.plan ? trimmedPlan(request.plan) : (stored?.plan ?? null);
  const logo = request.logo ? { ...request.logo, text: request.logo.text.trim() } : (stored?.logo ?? null);
  const named = request.businessName?.trim() || (request.plan ? plan?.nombre : undefined) || stored?.businessName || logo?.text || '';
  if (named === '') return { problem: PROJECT_MESSAGES.needsName };
  return { businessName: named, plan, logo };
}

/** The best profit of each business game among the child's stored results (a loss counts: it can be the best so far). */
export function bestResults(results: readonly { activity: string; profit: unknown }[]): ProjectBestResults {
  const best: ProjectBestResults = { limonada: null, simulador: null };
  for (const { activity, profit } of results) {
    if (activity !== 'limonada' && activity !== 'simulador') continue;
    if (typeof profit !== 'number' || !Number.isFinite(profit)) continue;
    const current = best[activity];
    best[activity] = current === null ? profit : Math.max(current, profit);
  }
  return best;
}
