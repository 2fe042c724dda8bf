import { jsonNestsDeeperThan, sizeInBytes } from '@universo/contracts';

describe('jsonNestsDeeperThan', () => {
  const nested = (levels: number, open = '[', close = ']'): string => `${open.repeat(levels)}${close.repeat(levels)}`;

  it.each([
    ['a flat object', '{"a":1,"b":"x"}', 1, false],
    ['exactly the limit', nested(20), 20, false],
    ['one level more', nested(21), 20, true],
    ['objects inside arrays', '[{"a":[{"b":[]}]}]', 4, true],
    ['siblings do not add up', '[[],[],[],[]]', 2, false],
    ['brackets inside strings', '{"a":"[[[[[[{{{{{{"}', 1, false],
    ['an escaped quote inside a string', '{"a":"\\"[[[[[["}', 1, false],
    ['an escaped backslash before the closing quote', '{"a":"\\\\","b":[[[]]]}', 3, true],
    ['a body that never closes', '['.repeat(5000), 20, true],
    ['a scalar', '"hola"', 0, false],
  ])('%s', (_label, text, max, expected) => {
    expect(jsonNestsDeeperThan(text, max)).toBe(expected);
  });
});

describe("sizeInBytes (the gateway's sizes, read by the services)", () => {
  it.each([
    ['64k', 65536],
    ['1k', 1024],
    ['3m', 3 * 1024 * 1024],
  ])('%s is %d bytes', (size, bytes) => {
    expect(sizeInBytes(size)).toBe(bytes);
  });

  it.each(['0k', '64', '64K', '1g', '-1k', '64kb', ''])('refuses %p', (size) => {
    expect(() => sizeInBytes(size)).toThrow('Tamaño no válido');
  });
});
