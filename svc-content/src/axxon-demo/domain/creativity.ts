import type { IdeaFeatures } from './ideaFeatures';
import { listed, quoted, ScoreSteps, type ScoreWithReasons } from './reasonText';

/** Points of each sign of creativity (documented in svc-content/README.md). */
export const CREATIVITY_POINTS = {
  hasIdea: 2,
  noIdea: 1,
  uncommon: 4,
  common: 2,
  classic: 1,
  combination: 2,
  twist: 2,
  oneOrTwoDescriptive: 1,
  manyDescriptive: 2,
} as const;

/**
 * Creativity out of 10, from originality: an idea at all (2; 1 without one), how uncommon it is (a
 * classic like lemonade or cookies 1, a common one like bracelets 2, one not in our lists 4),
 * combining two ideas (2), a twist of one's own (2) and describing words (1 for one or two, 2 for
 * three or more).
 */
export function scoreCreativity(f: IdeaFeatures): ScoreWithReasons {
  const P = CREATIVITY_POINTS;
  const steps = new ScoreSteps();

  if (f.ideas.length === 0) {
    steps.add(P.noIdea, 'Aún no nos cuentas una idea concreta');
  } else {
    steps.add(P.hasIdea, 'Tienes una idea propia');
    const uncommon = f.ideas.filter((i) => i.commonness === 'poco-comun');
    const common = f.ideas.filter((i) => i.commonness === 'comun');
    if (uncommon.length > 0) steps.add(P.uncommon, `Una idea poco común: ${quoted(uncommon.map((i) => i.label))}`);
    else if (common.length > 0) steps.add(P.common, `Una idea conocida, con espacio para tu toque: ${listed(common.map((i) => i.label))}`);
    else steps.add(P.classic, `Una idea clásica: ${listed(f.ideas.map((i) => i.label))}`);
    if (f.ideas.length >= 2) steps.add(P.combination, `Combinas ideas: ${listed(f.ideas.map((i) => i.label))}`);
  }

  if (f.twists.length > 0) steps.add(P.twist, `Le das un toque especial: ${quoted(f.twists)}`);
  else steps.explain('Aún no tiene un toque que la haga única');

  if (f.descriptive.length >= 3) steps.add(P.manyDescriptive, `Describes tu idea con detalle: ${quoted(f.descriptive)}`);
  else if (f.descriptive.length > 0) steps.add(P.oneOrTwoDescriptive, `Describes tu idea: ${quoted(f.descriptive)}`);

  return steps.result(creativitySentence(f));
}

/**
 * One sentence for creativity: the most original thing about the idea, or how to make it one's own.
 */
export function creativitySentence(f: IdeaFeatures): string {
  if (f.ideas.length === 0) return 'Cuando me cuentes una idea, te diré qué tan original es.';
  const uncommon = f.ideas.filter((i) => i.commonness === 'poco-comun');
  const found: string[] = [];
  if (uncommon.length > 0) found.push(`casi nadie ha pensado en ${quoted(uncommon.map((i) => i.label))}`);
  if (f.twists.length > 0) found.push(`le diste un toque tuyo (${quoted(f.twists)})`);
  if (f.ideas.length >= 2) found.push(`juntaste dos ideas (${listed(f.ideas.slice(0, 2).map((i) => i.label))})`);
  if (found.length > 0) {
    const sentence = listed(found);
    return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}: eso es ser creativo.`;
  }
  const main = f.ideas[0]!;
  return main.commonness === 'clasica'
    ? `Muchos niños venden ${main.label}: un sabor, un color o una forma que nadie más tenga la haría más tuya.`
    : `Tu idea de ${main.label} es buena: un toque que nadie más tenga la haría única.`;
}
