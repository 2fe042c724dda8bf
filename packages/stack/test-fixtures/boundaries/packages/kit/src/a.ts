// Deliberately wrong (see boundaries.test.ts): a cycle, a.ts -> b.ts -> a.ts.
import { b } from './b';

export const a = () => b;
