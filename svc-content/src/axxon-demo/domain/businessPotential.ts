import type { IdeaFeatures } from './ideaFeatures';
import { listed, quoted, ScoreSteps, type ScoreWithReasons } from './reasonText';

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
  const steps = new ScoreSteps();

  if (f.ideas.length > 0) steps.add(P.ideaNamed, `Nombraste lo que ofrecerías: ${listed(f.ideas.map((i) => i.label))}`);
  else if (f.businessWords.length > 0) steps.add(P.onlyWantsToStart, 'Quieres emprender, pero aún no dices qué venderías');
  else steps.explain('Aún no dices qué producto o servicio ofrecerías');

  if (f.customers.length > 0) steps.add(P.customers, `Pensaste en tus clientes: ${quoted(f.customers)}`);
  else if (f.customerPlaces.length > 0) steps.add(P.customers, `Pensaste en dónde encontrar clientes: ${quoted(f.customerPlaces)}`);
  else steps.explain('Aún no dices quiénes serían tus clientes');

  if (f.price) steps.add(P.price, `Pensaste en un precio: ${f.price}`);
  else if (f.moneyWords.length > 0) steps.add(P.moneyOnly, `Hablas de dinero (${quoted(f.moneyWords)}), pero falta decir cuánto cobrarías`);
  else steps.explain('Aún no hablas de precio ni de dinero');

  // Feasibility's steps count together, up to feasibilityMax.
  let feasibility = 0;
  if (f.materials.length > 0) {
    feasibility += P.materials;
    steps.explain(`Nombraste materiales que puedes conseguir: ${quoted(f.materials)}`, P.materials);
  }
  if (f.helpers.length > 0) {
    feasibility += P.help;
    steps.explain(`Cuentas con ayuda: ${quoted(f.helpers)}`, P.help);
  }
  if (feasibility < P.feasibilityMax && f.materials.length === 0 && f.ideas.some((i) => i.kind === 'servicio')) {
    feasibility += P.serviceFromSkills;
    steps.explain('Es un servicio que puedes ofrecer con lo que ya sabes hacer', P.serviceFromSkills);
  }
  if (feasibility === 0 && f.tooBig.length === 0) steps.explain('Aún no dices qué materiales o qué ayuda necesitarías');
  steps.addPoints(Math.min(feasibility, P.feasibilityMax));
  if (f.tooBig.length > 0) steps.add(P.tooBig, `Suena muy grande para empezar (${quoted(f.tooBig)}): mejor una versión pequeña`);

  if (f.planSteps.length >= 2) steps.add(P.planSteps, `Tienes un plan: ${quoted(f.planSteps)}`);
  else if (f.planSteps.length === 1) steps.add(P.oneStep, `Tienes un primer paso: ${quoted(f.planSteps)}`);
  else steps.explain('Aún no dices cuál sería tu primer paso');

  return steps.result(businessSentence(f));
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
