import type { Ref } from 'react';
import { Artwork } from '@universo/art';
import { characterPortrait } from '@universo/art/characters';
import type { StoryCharacter } from '../../../shared/characters';

export interface CharacterCardProps {
  character: StoryCharacter;
  onChat: (character: StoryCharacter) => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

export function CharacterCard({ character, onChat, buttonRef }: CharacterCardProps) {
  const titleId = `character-${character.id}`;
  return (
    <article className={`uf-card stories-character stories-character--${character.id}`} aria-labelledby={titleId}>
      <Artwork image={characterPortrait(character.id)} className="stories-character__portrait" />
      <h2 id={titleId} className="stories-character__name">
        {character.name}
      </h2>
      <p className="uf-badge">{character.role}</p>
      <p>{character.description}</p>
      <p className="stories-character__prompt">{character.chatPrompt}</p>
      <div className="uf-card__actions">
        <button ref={buttonRef} type="button" className="uf-button uf-button--accent" aria-haspopup="dialog" onClick={() => onChat(character)}>
          <span aria-hidden="true">💬</span>
          Chatear con {character.name}
        </button>
      </div>
    </article>
  );
}
