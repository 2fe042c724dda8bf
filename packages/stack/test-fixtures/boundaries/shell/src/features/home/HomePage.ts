// Deliberately wrong (see boundaries.test.ts): a feature reaching into another feature's internals,
// and the home page loading the platform's index at once.
import { store } from '../../../../packages/platform/src/index';
import { familyPlan } from '../family/familyPlan';

export const home = { familyPlan, store };
