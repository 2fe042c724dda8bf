// Deliberately wrong (see boundaries.test.ts): a feature reaching into another feature's internals.
import { familyPlan } from '../family/familyPlan';

export const home = familyPlan;
