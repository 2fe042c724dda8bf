import { CHARACTER_FACTS, contradictions } from '@universo/characters';
import { findCharacter, STORY_CHARACTERS } from './characters';

describe('STORY_CHARACTERS', () => {
  it('presents the six chat characters once each, in the spec order', () => {
    expect(STORY_CHARACTERS.map((c) => c.id)).toEqual(['francesca', 'chispas', 'sombra', 'leo', 'don_ramon', 'don_ernesto']);
    expect(STORY_CHARACTERS.map((c) => c.name)).toEqual(['Francesca', 'Chispas', 'Sombra', 'Leo', 'Don Ramón', 'Don Ernesto']);
  });

  it('gives every character a description and a chat prompt', () => {
    for (const character of STORY_CHARACTERS) {
      expect(character.description.length).toBeGreaterThan(40);
      expect(character.chatPrompt.trim()).not.toBe('');
    }
  });
});

describe('findCharacter', () => {
  it('finds a character by id and nothing for an unknown id', () => {
    expect(findCharacter('don_ramon')?.name).toBe('Don Ramón');
    expect(findCharacter('dragon')).toBeUndefined();
    expect(findCharacter(null)).toBeUndefined();
  });
});

describe('profile cards', () => {
  it('state nothing about a character that differs from @universo/characters (age, what they are)', () => {
    for (const character of STORY_CHARACTERS) {
      const card = [character.role, character.description, character.chatPrompt].join(' ');
      expect({ id: character.id, problems: contradictions(card, character.id) }).toEqual({ id: character.id, problems: [] });
    }
  });

  it('are the shared facts themselves, not a copy', () => {
    expect(STORY_CHARACTERS).toBe(CHARACTER_FACTS);
  });
});
