import { CHARACTER_IDS } from '@universo/contracts';
import { CHARACTERS, characterName } from './characters';

describe('characters', () => {
  it('names the six characters of the contract; only Francesca is free', () => {
    expect([...CHARACTERS.keys()].sort()).toEqual([...CHARACTER_IDS].sort());
    expect([...CHARACTERS.values()].filter((c) => c.free).map((c) => c.id)).toEqual(['francesca']);
    expect(characterName('don_ramon')).toBe('Don Ramón');
  });
});
