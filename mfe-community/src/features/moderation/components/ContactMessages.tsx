import { useState } from 'react';
import { SUBJECT_LABELS } from '../../../shared/contactSubjects';
import { useGetContactMessagesQuery } from '../api/getContactMessages';
import { receivedAt } from '../moderationAccess';
import { ModerationList } from './ModerationList';
import { MODERATION_LISTS } from './moderationListWords';
import { useSecondFactorRefusal } from '../useSecondFactorRefusal';

/** The contact form's messages, newest first. */
export function ContactMessages() {
  const [page, setPage] = useState(1);
  const query = useGetContactMessagesQuery(page, { refetchOnMountOrArgChange: true });
  useSecondFactorRefusal(query.error);

  return (
    <section className="moderation-section" aria-labelledby="messages-title">
      <h2 id="messages-title">Mensajes de contacto{query.data ? ` (${query.data.total})` : ''}</h2>
      <ModerationList query={query} words={MODERATION_LISTS.messages} onPage={setPage}>
        {(message) => (
          <article className="uf-card moderation-item" aria-labelledby={`message-${message.id}`}>
            <h3 id={`message-${message.id}`}>
              {message.name} <span className="uf-badge">{SUBJECT_LABELS[message.subject] ?? message.subject}</span>
            </h3>
            <p className="moderation-item__meta">
              <a href={`mailto:${message.email}`}>{message.email}</a> · {receivedAt(message.createdAt)}
            </p>
            <p className="moderation-item__text">{message.message}</p>
          </article>
        )}
      </ModerationList>
    </section>
  );
}
