import type { ChapterConversationLine } from '@universo/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CHARACTERS_PATH } from '../../../shared/storyPaths';
import { READER_SPEAKER } from '../chapterText';

export interface ConversationBlockProps {
  lines: ChapterConversationLine[];
  /** The character of the chapter's conversation (their name), when known. */
  characterName: string | undefined;
  characterIcon: string | undefined;
}

/** The chapter's conversation with one character, and the way to chat with them. */
export function ConversationBlock({ lines, characterName, characterIcon }: ConversationBlockProps) {
  const [chatNoteOpen, setChatNoteOpen] = useState(false);
  const headingId = useId();
  const noteId = useId();
  const who = characterName ?? 'los personajes';

  return (
    <section className="stories-block stories-block--conversation" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <span aria-hidden="true">{characterIcon ?? '💬'} </span>
        {characterName ? `Conversa con ${characterName}` : 'Conversación'}
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
        <button
          type="button"
          className="uf-button uf-button--accent"
          aria-expanded={chatNoteOpen}
          aria-controls={noteId}
          onClick={() => setChatNoteOpen((open) => !open)}
        >
          <span aria-hidden="true">💬</span>
          {characterName ? `Hablar con ${characterName}` : 'Hablar con los personajes'}
        </button>
        <div id={noteId} role="status" className="stories-chat-invite__note">
          {chatNoteOpen ? (
            <p>
              ¡Muy pronto podrás chatear con {who} desde cada capítulo! Mientras tanto, puedes conversar con {who} en la
              página de <Link to={CHARACTERS_PATH}>Personajes</Link>.
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
