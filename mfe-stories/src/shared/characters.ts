import { CHARACTER_FACTS, type CharacterFacts, findCharacterFacts } from '@universo/characters';

/**
 * One of the six characters of the stories. Their facts (name, age, role, card texts) come from
 * @universo/characters, the one table svc-chat's personas read too, bundled into this remote at
 * build time so the remote deploys on its own and the page needs no extra request.
 */
export type StoryCharacter = CharacterFacts;

/** The characters in the order the spec lists them. */
export const STORY_CHARACTERS: readonly StoryCharacter[] = CHARACTER_FACTS;

export function findCharacter(id: string | null | undefined): StoryCharacter | undefined {
  return findCharacterFacts(id);
}
