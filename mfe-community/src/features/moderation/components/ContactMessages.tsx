import donRamon from '@universo/art/svg/don_ramon.svg';
import { useState } from 'react';
import { apiErrorMessage, EmptyState, PageState } from '@universo/platform';
import { SUBJECT_LABELS } from '../../../shared/contactSubjects';
import { useGetContactMessagesQuery } from '../api/getContactMessages';
import { receivedAt } from '../moderationAccess';
import { Pager } from './Pager';
import { useSecondFactorRefusal } from '../useSecondFactorRefusal';

/** The contact form's messages, newest first. */
export function ContactMessages() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, error, refetch } = useGetContactMessagesQuery(page, { refetchOnMountOrArgChange: true });
  useSecondFactorRefusal(error);

  return (
    <section className="moderation-section" aria-labelledby="messages-title">
      <h2 id="messages-title">Mensajes de contacto{data ? ` (${data.total})` : ''}</h2>
      {isLoading ? (
        <PageState status="loading" message="Cargando mensajes..." />
      ) : isError || !data ? (
        <PageState status="error" message={apiErrorMessage(error) ?? 'No pudimos cargar los mensajes de contacto.'} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState art={donRamon} className="moderation-empty">
          <p>Todavía no hay mensajes de contacto.</p>
        </EmptyState>
      ) : (
        <>
          <ul className="moderation-list" aria-label="Mensajes recibidos">
            {data.items.map((message) => (
              <li key={message.id}>
                <article className="uf-card moderation-item" aria-labelledby={`message-${message.id}`}>
                  <h3 id={`message-${message.id}`}>
                    {message.name} <span className="uf-badge">{SUBJECT_LABELS[message.subject] ?? message.subject}</span>
                  </h3>
                  <p className="moderation-item__meta">
                    <a href={`mailto:${message.email}`}>{message.email}</a> · {receivedAt(message.createdAt)}
                  </p>
                  <p className="moderation-item__text">{message.message}</p>
                </article>
              </li>
            ))}
          </ul>
          <Pager label="Páginas de mensajes" page={data.page} totalPages={data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
