import { CHARACTER_IDS, type CharacterId } from '@universo/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Character {
  id: CharacterId;
  /** The name children see ("Don Ramón"). */
  name: string;
  /** Free characters chat with everyone; the others are part of the paid plan. */
  free: boolean;
}

export const CHARACTERS_FILE = join(__dirname, 'data', 'characters.json');

/** Reads the cast and checks it names exactly the contract's character ids. */
export function readCharacters(file = CHARACTERS_FILE): ReadonlyMap<CharacterId, Character> {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(raw)) throw new Error(`${file}: se esperaba una lista de personajes`);
  const cast = new Map<CharacterId, Character>();
  for (const item of raw as Partial<Character>[]) {
    if (!CHARACTER_IDS.includes(item.id as CharacterId) || typeof item.name !== 'string' || typeof item.free !== 'boolean') {
      throw new Error(`${file}: personaje no válido ${JSON.stringify(item)}`);
    }
    cast.set(item.id as CharacterId, { id: item.id as CharacterId, name: item.name, free: item.free });
  }
  const missing = CHARACTER_IDS.filter((id) => !cast.has(id));
  if (missing.length > 0 || cast.size !== raw.length) throw new Error(`${file}: faltan o se repiten personajes (${missing.join(', ')})`);
  return cast;
}

export const CHARACTERS = readCharacters();

export function characterName(id: CharacterId): string {
  return CHARACTERS.get(id)?.name ?? id;
}
