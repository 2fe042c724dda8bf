import type { ZxcvbnResult } from '@zxcvbn-ts/core';

/** The strength hint's words for zxcvbn's score (0 to 4). */
export const STRENGTH_LABELS = ['muy débil', 'débil', 'aceptable', 'buena', 'muy buena'] as const;

export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  label: (typeof STRENGTH_LABELS)[number];
  /** zxcvbn's Spanish warning or first suggestion, if any. */
  advice: string | null;
}

/** The hint's reading of a zxcvbn result. Pure. */
export function describeStrength(result: Pick<ZxcvbnResult, 'score' | 'feedback'>): PasswordStrength {
  return {
    score: result.score,
    label: STRENGTH_LABELS[result.score],
    advice: result.feedback.warning || result.feedback.suggestions[0] || null,
  };
}

/** The sentence shown under the password field. Pure. */
export function strengthSentence(strength: PasswordStrength): string {
  return `Seguridad de la contraseña: ${strength.label}.${strength.advice ? ` ${strength.advice}` : ''}`;
}

type Checker = (password: string, userInputs: string[]) => PasswordStrength;
let loading: Promise<Checker> | undefined;

/**
 * zxcvbn-ts with the common and Spanish dictionaries, loaded as separate chunks on first use:
 * together they weigh far more than the rest of the register page.
 */
export function loadStrengthChecker(): Promise<Checker> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "zxcvbn" */ '@zxcvbn-ts/core'),
    import(/* webpackChunkName: "zxcvbn-common" */ '@zxcvbn-ts/language-common'),
    import(/* webpackChunkName: "zxcvbn-es" */ '@zxcvbn-ts/language-es-es'),
  ]).then(
    ([core, common, spanish]) => {
      const factory = new core.ZxcvbnFactory({
        translations: spanish.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...spanish.dictionary },
      });
      return (password, userInputs) => describeStrength(factory.check(password, userInputs));
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
