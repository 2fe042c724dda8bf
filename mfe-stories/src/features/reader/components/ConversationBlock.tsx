import type { ChapterConversationLine } from '@universo/platform/api/content';
import { type ChatChapter, ChatWindow, PremiumGate } from '@universo/platform';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { StoryCharacter } from '../../../shared/characters';
import { CHARACTERS_PATH } from '../../../shared/storyPaths';
import { READER_SPEAKER } from '../chapterText';

export interface ConversationBlockProps {
  lines: ChapterConversationLine[];
  /** The character of the chapter's conversation, when known. */
  character: StoryCharacter | undefined;
  /** The chapter the block belongs to: the chat opened from here talks about it. */
  chapter: ChatChapter;
}

/**
 * The chapter's conversation with one character, and the button that opens the chat with that
 * character about this chapter (a deliberate change from the spec's "coming soon" alert, see
 * docs/spec-deviations.md). The same plan rules as every chat: Francesca is free; the others show
 * the premium gate to visitors and free families (and svc-chat refuses them on its own).
 */
export function ConversationBlock({ lines, character, chapter }: ConversationBlockProps) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const gateId = useId();

  const chat = character ? <ChatWindow open={open} characterId={character.id} name={character.name} chapter={chapter} onClose={() => setOpen(false)} /> : null;

  return (
    <section className="stories-block stories-block--conversation" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <span aria-hidden="true">{character?.icon ?? '💬'} </span>
        {character ? `Conversa con ${character.name}` : 'Conversación'}
      </h2>
      {lines.length === 0 ? (
        <p className="stories-placeholder">Cargando conversación...</p>
      ) : (
        <ol className="stories-dialogue">
          {lines.map((line, i) => {
            const reader = line.speaker === READER_SPEAKER;
            return (
              <li key={i} className={reader ? 'stories-bubble stories-bubble--reader' : 'stories-bubble'}>
                {line.speaker ? <p className="stories-bubble__speaker">{line.speaker}</p> : null}
                <p className="stories-bubble__text">{line.text}</p>
              </li>
            );
          })}
        </ol>
      )}
      <div className="stories-chat-invite">
        {character ? (
          <>
            <button
              type="button"
              className="uf-button uf-button--accent"
              aria-haspopup="dialog"
              aria-controls={character.free ? undefined : gateId}
              onClick={() => {
                setRequested(true);
                setOpen(true);
              }}
            >
              <span aria-hidden="true">💬</span>
              Hablar con {character.name}
            </button>
            {requested && character.free ? chat : null}
            {!character.free ? (
              <div id={gateId} className="stories-chat-invite__gate">
                {requested ? <PremiumGate feature={`El chat con ${character.name}`}>{chat}</PremiumGate> : null}
              </div>
            ) : null}
          </>
        ) : (
          <p>
            Puedes conversar con los personajes en la página de <Link to={CHARACTERS_PATH}>Personajes</Link>.
          </p>
        )}
      </div>
    </section>
  );
}
