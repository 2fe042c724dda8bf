/**
 * Randomness the games receive instead of calling Math.random themselves, so their rules can be
 * tested with fixed numbers: a function returning a number in [0, 1), like Math.random.
 */
export type Random = () => number;

export const systemRandom: Random = () => Math.random();

/** A whole number from `min` to `max`, both included. */
export function randomInt(random: Random, min: number, max: number): number {
  const value = Math.floor(random() * (max - min + 1)) + min;
  return Math.min(max, Math.max(min, value));
}

/** One element of a non-empty list. */
export function randomItem<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('randomItem needs at least one item');
  return items[randomInt(random, 0, items.length - 1)]!;
}

/** A Random that returns the given numbers in turn (then repeats the last): for tests. */
export function sequenceRandom(...values: number[]): Random {
  let index = 0;
  return () => {
    const value = values[Math.min(index, values.length - 1)] ?? 0;
    index++;
    return value;
  };
}
