import type { IdeaFeatures } from './ideaFeatures';
import { clampScore, listed, quoted, reason } from './reasonText';

export interface ScoreWithReasons {
  score: number;
  /** Every step of the score, with its points (for grown-ups and tests). */
  reasons: string[];
  /** The score explained in one sentence a six-year-old understands (shown beside the score). */
  sentence: string;
}

/** Points of each feature of a business idea (documented in svc-content/README.md). */
export const BUSINESS_POINTS = {
  ideaNamed: 2,
  onlyWantsToStart: 1,
  customers: 2,
  price: 2,
  moneyOnly: 1,
  materials: 1,
  help: 1,
  serviceFromSkills: 1,
  feasibilityMax: 2,
  tooBig: -2,
  planSteps: 2,
  oneStep: 1,
} as const;

/**
 * Business potential out of 10: a product or service named (2), customers (2), a price (2, or 1
 * for money talk without a figure), feasibility for a child (up to 2: materials, an adult's help,
 * a service from what the child knows; −2 when it sounds far too big) and a plan (2 for two or
 * more steps, 1 for one).
 */
export function scoreBusinessPotential(f: IdeaFeatures): ScoreWithReasons {
  const P = BUSINESS_POINTS;
  const reasons: string[] = [];
  let score = 0;

  if (f.ideas.length > 0) {
    score += P.ideaNamed;
    reasons.push(reason(`Nombraste lo que ofrecerías: ${listed(f.ideas.map((i) => i.label))}`, P.ideaNamed));
  } else if (f.businessWords.length > 0) {
    score += P.onlyWantsToStart;
    reasons.push(reason('Quieres emprender, pero aún no dices qué venderías', P.onlyWantsToStart));
  } else {
    reasons.push(reason('Aún no dices qué producto o servicio ofrecerías', 0));
  }

  if (f.customers.length > 0) {
    score += P.customers;
    reasons.push(reason(`Pensaste en tus clientes: ${quoted(f.customers)}`, P.customers));
  } else if (f.customerPlaces.length > 0) {
    score += P.customers;
    reasons.push(reason(`Pensaste en dónde encontrar clientes: ${quoted(f.customerPlaces)}`, P.customers));
  } else {
    reasons.push(reason('Aún no dices quiénes serían tus clientes', 0));
  }

  if (f.price) {
    score += P.price;
    reasons.push(reason(`Pensaste en un precio: ${f.price}`, P.price));
  } else if (f.moneyWords.length > 0) {
    score += P.moneyOnly;
    reasons.push(reason(`Hablas de dinero (${quoted(f.moneyWords)}), pero falta decir cuánto cobrarías`, P.moneyOnly));
  } else {
    reasons.push(reason('Aún no hablas de precio ni de dinero', 0));
  }

  let feasibility = 0;
  if (f.materials.length > 0) {
    feasibility += P.materials;
    reasons.push(reason(`Nombraste materiales que puedes conseguir: ${quoted(f.materials)}`, P.materials));
  }
  if (f.helpers.length > 0) {
    feasibility += P.help;
    reasons.push(reason(`Cuentas con ayuda: ${quoted(f.helpers)}`, P.help));
  }
  if (feasibility < P.feasibilityMax && f.materials.length === 0 && f.ideas.some((i) => i.kind === 'servicio')) {
    feasibility += P.serviceFromSkills;
    reasons.push(reason('Es un servicio que puedes ofrecer con lo que ya sabes hacer', P.serviceFromSkills));
  }
  if (feasibility === 0 && f.tooBig.length === 0) reasons.push(reason('Aún no dices qué materiales o qué ayuda necesitarías', 0));
  score += Math.min(feasibility, P.feasibilityMax);
  if (f.tooBig.length > 0) {
    score += P.tooBig;
    reasons.push(reason(`Suena muy grande para empezar (${quoted(f.tooBig)}): mejor una versión pequeña`, P.tooBig));
  }

  if (f.planSteps.length >= 2) {
    score += P.planSteps;
    reasons.push(reason(`Tienes un plan: ${quoted(f.planSteps)}`, P.planSteps));
  } else if (f.planSteps.length === 1) {
    score += P.oneStep;
    reasons.push(reason(`Tienes un primer paso: ${quoted(f.planSteps)}`, P.oneStep));
  } else {
    reasons.push(reason('Aún no dices cuál sería tu primer paso', 0));
  }

  return { score: clampScore(score), reasons, sentence: businessSentence(f) };
}

/** One of the five things a complete idea says: how to name it alone, in a list, and as a tip when it is missing. */
interface IdeaPart {
  said: boolean;
  alone: string;
  inList: string;
  tip: string;
}

/** The five things a complete idea says, in a child's words, in the order a child thinks of them. */
function ideaParts(f: IdeaFeatures): IdeaPart[] {
  const service = f.ideas.length > 0 && f.ideas.every((i) => i.kind === 'servicio');
  const what = service ? 'qué ofreces' : 'qué vendes';
  const help = f.materials.length > 0 ? 'qué necesitas' : f.helpers.length > 0 ? 'quién te ayuda' : 'qué sabes hacer';
  return [
    { said: f.ideas.length > 0, alone: what, inList: what, tip: what },
    {
      said: f.customers.length > 0 || f.customerPlaces.length > 0,
      alone: service ? 'a quién ayudas' : 'a quién le vendes',
      inList: 'a quién',
      tip: service ? 'a quién ayudas' : 'a quién le vendes',
    },
    { said: f.price !== null, alone: 'cuánto cobras', inList: 'cuánto cobras', tip: 'cuánto cobras' },
    {
      said: f.materials.length > 0 || f.helpers.length > 0 || (service && f.ideas.length > 0),
      alone: help,
      inList: help,
      tip: 'qué necesitas o quién te ayuda',
    },
    { said: f.planSteps.length > 0, alone: 'cuál es tu primer paso', inList: 'tu primer paso', tip: 'cuál es tu primer paso' },
  ];
}

/**
 * One sentence for the business potential: what the idea already says ("eso suma") and the first
 * thing it could add, or why a very big idea loses points.
 */
export function businessSentence(f: IdeaFeatures): string {
  const parts = ideaParts(f);
  const said = parts.filter((p) => p.said);
  const missing = parts.find((p) => !p.said);
  if (f.tooBig.length > 0) return 'Tu idea es muy grande para empezar: una versión pequeña, que puedas hacer tú, suma más.';
  if (said.length === 0) {
    return f.businessWords.length > 0
      ? 'Quieres emprender, ¡qué bien!: si dices qué vendes y a quién, tu idea empieza a sumar.'
      : 'Cuéntame qué quieres vender y a quién: así tu idea empieza a sumar.';
  }
  const names = listed(said.map((p) => (said.length <= 2 ? p.alone : p.inList)));
  return missing ? `Tu idea dice ${names}: eso suma; si dices ${missing.tip}, sumará más.` : `Tu idea dice ${names}: ¡eso suma mucho!`;
}
