import { formatCoins, formatPesos } from './money';
import { randomInt, randomItem, sequenceRandom } from './random';

describe('formatPesos', () => {
  it('groups thousands the Colombian way', () => {
    expect(formatPesos(1250)).toBe('$1.250');
    expect(formatPesos(200)).toBe('$200');
    expect(formatPesos(-350)).toBe('-$350');
    expect(formatPesos(0)).toBe('$0');
  });
  it('counts coins', () => {
    expect(formatCoins(1)).toBe('1 moneda');
    expect(formatCoins(40)).toBe('40 monedas');
  });
});

describe('random helpers', () => {
  it('randomInt covers both ends', () => {
    expect(randomInt(() => 0, 40, 59)).toBe(40);
    expect(randomInt(() => 0.999999, 40, 59)).toBe(59);
    expect(randomInt(() => 0.5, 40, 59)).toBe(50);
  });
  it('randomItem and sequenceRandom', () => {
    const random = sequenceRandom(0, 0.99);
    expect(randomItem(random, ['a', 'b', 'c'])).toBe('a');
    expect(randomItem(random, ['a', 'b', 'c'])).toBe('c');
    expect(randomItem(random, ['a', 'b', 'c'])).toBe('c');
    expect(() => randomItem(random, [])).toThrow();
  });
});
