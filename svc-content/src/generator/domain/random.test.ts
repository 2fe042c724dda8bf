import { Deck, pickOne, randomInt, seededRandom, shuffled } from './random';

describe('seeded random source', () => {
  it('gives the same numbers for the same seed and others for another seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const n of first) expect(n >= 0 && n < 1).toBe(true);
  });

  it('draws whole numbers within the bounds, both included', () => {
    const random = seededRandom(7);
    const seen = new Set(Array.from({ length: 200 }, () => randomInt(random, 2, 4)));
    expect([...seen].sort()).toEqual([2, 3, 4]);
  });

  it('picks and shuffles without losing items', () => {
    const random = seededRandom(1);
    expect(['a', 'b', 'c']).toContain(pickOne(random, ['a', 'b', 'c']));
    expect(shuffled(random, [1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => pickOne(random, [])).toThrow(/vacía/);
  });

  it('deals every card of a deck once before any card comes out again', () => {
    const deck = new Deck(seededRandom(3), ['a', 'b', 'c', 'd']);
    const round = [deck.draw(), deck.draw(), deck.draw(), deck.draw()];
    expect([...round].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(['a', 'b', 'c', 'd']).toContain(deck.draw());
    expect(deck.draw((x) => x === 'b' || x === 'c')).toMatch(/^[bc]$/);
  });
});
