import { type Random, randomInt } from '@universo/game-rules';

// The games' randomness: the type and the draws live with the shared rules (@universo/game-rules),
// which svc-content runs too; the browser's own source of numbers stays here.
export { type Random, randomInt, sequenceRandom } from '@universo/game-rules';

export const systemRandom: Random = () => Math.random();

/** One element of a non-empty list. */
export function randomItem<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('randomItem needs at least one item');
  return items[randomInt(random, 0, items.length - 1)]!;
}
