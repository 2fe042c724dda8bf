/**
 * Randomness a game receives instead of calling Math.random itself, so its rules can be tested
 * with fixed numbers: a function returning a number in [0, 1), like Math.random.
 */
export type Random = () => number;

/** A whole number from `min` to `max`, both included. */
export function randomInt(random: Random, min: number, max: number): number {
  const value = Math.floor(random() * (max - min + 1)) + min;
  return Math.min(max, Math.max(min, value));
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
