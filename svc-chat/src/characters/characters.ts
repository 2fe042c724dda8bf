import { CHARACTER_FACTS, type CharacterFacts } from '@universo/characters';
import type { CharacterId } from '@universo/contracts';

/**
 * The cast as svc-chat needs it (name, free or premium). The facts live in @universo/characters,
 * the one table the stories remote's cards read too.
 */
export type Character = Pick<CharacterFacts, 'id' | 'name' | 'free'>;

export const CHARACTERS: ReadonlyMap<CharacterId, Character> = new Map(CHARACTER_FACTS.map((c) => [c.id, c]));

export { characterName } from '@universo/characters';
