import type { CharacterId } from '@universo/contracts';
import { useEffect, useRef, useState } from 'react';
import { ChatWindow, PremiumGate } from '@universo/platform';
import { STORY_CHARACTERS } from '../../shared/characters';
import { usePageTitle } from '@universo/platform/title';
import { CharacterCard } from './components/CharacterCard';
import './characters.css';

/** /personajes: the six characters, each with a chat (premium, spec section 2). */
export function CharactersPage() {
  usePageTitle('Personajes');
  return (
    <div className="uf-container uf-section">
      <PremiumGate feature="El chat con los personajes" headingLevel={1}>
        <CharacterGallery />
      </PremiumGate>
    </div>
  );
}

function CharacterGallery() {
  const [chatWith, setChatWith] = useState<CharacterId | null>(null);
  const chatButtons = useRef(new Map<CharacterId, HTMLButtonElement>());
  const returnFocusTo = useRef<CharacterId | null>(null);

  // A closed chat gives the focus back to the card's button, so a keyboard user goes on from there.
  useEffect(() => {
    if (chatWith !== null || returnFocusTo.current === null) return;
    chatButtons.current.get(returnFocusTo.current)?.focus();
    returnFocusTo.current = null;
  }, [chatWith]);
  return (
    <section aria-labelledby="characters-title">
      <h1 id="characters-title">Conoce a los Personajes</h1>
      <p className="uf-lead">
        Francesca y sus amigos te esperan para conversar. Elige con quién quieres hablar: cada uno te cuenta sus aventuras y te ayuda con tus ideas.
      </p>
      <ul className="uf-grid stories-characters">
        {STORY_CHARACTERS.map((character) => (
          <li key={character.id}>
            <CharacterCard
              character={character}
              buttonRef={(button) => {
                if (button) chatButtons.current.set(character.id, button);
                else chatButtons.current.delete(character.id);
              }}
              onChat={(chosen) => setChatWith(chosen.id)}
            />
          </li>
        ))}
      </ul>
      {/* One window per character, kept mounted: each keeps its own conversation while the page is open. */}
      {STORY_CHARACTERS.map((character) => (
        <ChatWindow
          key={character.id}
          open={chatWith === character.id}
          characterId={character.id}
          name={character.name}
          onClose={() => {
            returnFocusTo.current = character.id;
            setChatWith(null);
          }}
        />
      ))}
    </section>
  );
}
