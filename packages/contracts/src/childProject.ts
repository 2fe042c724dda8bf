// The child's business ("Mi emprendimiento"): the name given in the plan wizard, carried into the
// logo, the lemonade stand, the simulator and the dashboard. svc-content keeps it per child
// (/api/axxon/project); a visitor's stays in the browser. The rules below are run by both.

/** The plan wizard's seven answers, by question, in order (mfe-magic-zone's business plan). */
export const PROJECT_PLAN_KEYS = ['nombre', 'producto', 'problema', 'solucion', 'clientes', 'precio', 'meta'] as const;
export type ProjectPlanKey = (typeof PROJECT_PLAN_KEYS)[number];
export type ProjectPlan = Partial<Record<ProjectPlanKey, string>>;

/** A business name fits the logo whole (up to three lines); an answer fits the wizard's text box. */
export const CHILD_PROJECT_LIMITS = { nameMax: 40, answerMax: 300, logoChoiceMax: 20 } as const;

/** The logo creator's design: the ids of its choices and the name drawn on it. */
export interface ProjectLogo {
  shape: string;
  shapeColor: string;
  icon: string;
  iconColor: string;
  text: string;
  textColor: string;
}

/** PUT /api/axxon/project: any of the three parts; what is left out stays as stored. */
export interface ChildProjectRequest {
  businessName?: string;
  plan?: ProjectPlan;
  logo?: ProjectLogo;
}

/** The best profit (monedas) the server stored for the child's lemonade stand and simulator; null before a first game. */
export interface ProjectBestResults {
  limonada: number | null;
  simulador: number | null;
}

export interface ChildProject {
  businessName: string;
  plan: ProjectPlan | null;
  logo: ProjectLogo | null;
  best: ProjectBestResults;
  updatedAt: string;
}

/** GET and PUT /api/axxon/project (the child who is playing) and GET /api/axxon/children/:id/project. */
export interface ChildProjectResponse {
  project: ChildProject | null;
}

// The Spanish copy of the project's errors (the API's 4xx (the screens show `message` as it is).
export const CHILD_PROJECT_MESSAGES = {
  businessName: `El nombre del negocio debe tener entre 1 y ${CHILD_PROJECT_LIMITS.nameMax} letras`,
  plan: `El plan es un objeto con las respuestas del asistente (nombre, producto, problema, solucion, clientes, precio, meta), cada una de hasta ${CHILD_PROJECT_LIMITS.answerMax} letras`,
  logo: `El logo necesita forma, colores e ícono elegidos de la lista, y un nombre de hasta ${CHILD_PROJECT_LIMITS.nameMax} letras`,
  empty: 'Envía al menos una parte del emprendimiento: businessName, plan o logo',
  needsName: 'Primero ponle nombre a tu negocio (en el Plan de Emprendimiento o en tu logo)',
  needsProfile: 'Primero crea el perfil de tu hijo o hija para guardar su emprendimiento.',
} as const;

/** What the service keeps of a child's business (the best results are read from progress, not stored). */
export interface StoredChildProject {
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
  return !oneLine || textProblem(value, CHILD_PROJECT_LIMITS.nameMax, { allowEmpty: false }) ? CHILD_PROJECT_MESSAGES.businessName : null;
}

/** Only the wizard's keys, each a string that fits its text box (a half-written plan is fine). */
export function projectPlanProblem(value: unknown): string | null {
  if (!isObject(value)) return CHILD_PROJECT_MESSAGES.plan;
  const keys = Object.keys(value);
  if (keys.length === 0) return CHILD_PROJECT_MESSAGES.plan;
  const allowed = new Set<string>(PROJECT_PLAN_KEYS);
  const bad = keys.some((key) => !allowed.has(key) || textProblem(value[key], CHILD_PROJECT_LIMITS.answerMax, { allowEmpty: true }));
  return bad ? CHILD_PROJECT_MESSAGES.plan : null;
}

/**
 * The logo's six fields and no others. The choices' ids are the logo creator's to list: the
 * service only checks that each is a short lowercase word, enough to draw nothing unexpected.
 */
export function projectLogoProblem(value: unknown): string | null {
  if (!isObject(value)) return CHILD_PROJECT_MESSAGES.logo;
  const keys = Object.keys(value);
  if (keys.length !== LOGO_CHOICES.length + 1 || !keys.includes('text')) return CHILD_PROJECT_MESSAGES.logo;
  const badChoice = LOGO_CHOICES.some((key) => {
    const choice = value[key];
    return typeof choice !== 'string' || choice.length > CHILD_PROJECT_LIMITS.logoChoiceMax || !LOGO_CHOICE.test(choice);
  });
  if (badChoice) return CHILD_PROJECT_MESSAGES.logo;
  return textProblem(value.text, CHILD_PROJECT_LIMITS.nameMax, { allowEmpty: true }) ? CHILD_PROJECT_MESSAGES.logo : null;
}

function trimmedPlan(plan: ProjectPlan): ProjectPlan {
  return Object.fromEntries(Object.entries(plan).map(([key, answer]) => [key, (answer ?? '').trim()]));
}

/**
 * The project after a save: the parts sent replace the stored ones, the rest stays. A plan
 * carries the business's name in its first answer, so a plan without `businessName` names the
 * business; the first save must end with a name (a logo alone brings its own text).
 */
export function mergeChildProject(stored: StoredChildProject | null, request: ChildProjectRequest): StoredChildProject | { problem: string } {
  if (request.businessName === undefined && request.plan === undefined && request.logo === undefined) return { problem: CHILD_PROJECT_MESSAGES.empty };
  const plan = request.plan ? trimmedPlan(request.plan) : (stored?.plan ?? null);
  const logo = request.logo ? { ...request.logo, text: request.logo.text.trim() } : (stored?.logo ?? null);
  const named = request.businessName?.trim() || (request.plan ? plan?.nombre : undefined) || stored?.businessName || logo?.text || '';
  if (named === '') return { problem: CHILD_PROJECT_MESSAGES.needsName };
  return { businessName: named, plan, logo };
}

/** The best profit of each business game among the child's stored results (a loss counts: it can be the best so far). */
export function projectBestResults(results: readonly { activity: string; profit: unknown }[]): ProjectBestResults {
  const best: ProjectBestResults = { limonada: null, simulador: null };
  for (const { activity, profit } of results) {
    if (activity !== 'limonada' && activity !== 'simulador') continue;
    if (typeof profit !== 'number' || !Number.isFinite(profit)) continue;
    const current = best[activity];
    best[activity] = current === null ? profit : Math.max(current, profit);
  }
  return best;
}
