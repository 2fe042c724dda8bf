import type { IdeaFeatures, IdeaMention } from '../../src/axxon-demo/domain/ideaFeatures';

/** Features with nothing found, to build test cases from (unit tests of src/axxon-demo). */
export function featuresWith(overrides: Partial<IdeaFeatures> = {}): IdeaFeatures {
  return {
    ideas: [],
    businessWords: [],
    customers: [],
    customerPlaces: [],
    helpers: [],
    price: null,
    moneyWords: [],
    materials: [],
    tooBig: [],
    planSteps: [],
    saving: [],
    brand: [],
    twists: [],
    descriptive: [],
    ...overrides,
  };
}

export function idea(id: string | null, label: string, overrides: Partial<IdeaMention> = {}): IdeaMention {
  return { id, label, kind: 'producto', commonness: id ? 'comun' : 'poco-comun', customerVerb: 'comprar', start: 0, end: 1, ...overrides };
}
