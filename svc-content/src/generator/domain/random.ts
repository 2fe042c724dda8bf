/** A source of numbers in [0, 1): Math.random in production, a seeded one in tests. */
export type RandomSource = () => number;

/** mulberry32: a small, fast generator; the same seed always gives the same book. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A whole number from `min` to `max`, both included. */
export function randomInt(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pickOne<T>(random: RandomSource, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pickOne: la lista está vacía');
  return items[Math.floor(random() * items.length)] as T;
}

export function shuffled<T>(random: RandomSource, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * Draws without repeating until every item has come out once (then shuffles again), so a long
 * book uses each building block of a pool before it uses any twice.
 */
export class Deck<T> {
  private pile: T[] = [];

  constructor(
    private readonly random: RandomSource,
    private readonly items: readonly T[],
  ) {
    if (items.length === 0) throw new Error('Deck: la lista está vacía');
  }

  draw(accept: (item: T) => boolean = () => true): T {
    if (this.pile.length === 0) this.pile = shuffled(this.random, this.items);
    const index = this.pile.findIndex(accept);
    if (index >= 0) return this.pile.splice(index, 1)[0] as T;
    // Nothing acceptable left in this round: take the first acceptable item of a fresh round.
    const fresh = shuffled(this.random, this.items).filter(accept);
    if (fresh.length === 0) throw new Error('Deck: ningún elemento cumple la condición');
    return fresh[0] as T;
  }
}
