import { CHARACTER_IDS } from '@universo/contracts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHARACTERS, characterName, readCharacters } from './characters';

describe('characters data file', () => {
  it('names the six characters of the contract; only Francesca is free', () => {
    expect([...CHARACTERS.keys()].sort()).toEqual([...CHARACTER_IDS].sort());
    expect([...CHARACTERS.values()].filter((c) => c.free).map((c) => c.id)).toEqual(['francesca']);
    expect(characterName('don_ramon')).toBe('Don Ramón');
  });

  it('refuses a file that forgets a character', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'characters-')), 'characters.json');
    writeFileSync(file, JSON.stringify([{ id: 'francesca', name: 'Francesca', free: true }]));
    expect(() => readCharacters(file)).toThrow(/chispas/);
  });
});
