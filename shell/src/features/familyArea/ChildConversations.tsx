import type { Child } from '@universo/platform/api/content';
import { apiErrorMessage, toast } from '@universo/platform';
import { useState } from 'react';
import { formatMoment } from './familyAreaCopy';
import { useEraseChildChatMutation, useGetChildChatQuery } from './familyAreaApi';
import { SectionLoadState } from './SectionLoadState';

/** Every conversation of the child with the characters, in full, and a way to erase them. */
export function ChildConversations({ child }: { child: Child }) {
  const chat = useGetChildChatQuery(child.id);
  const [erase, erasing] = useEraseChildChatMutation();
  const [confirming, setConfirming] = useState(false);
  const conversations = chat.data?.conversations ?? [];

  async function eraseAll(): Promise<void> {
    try {
      await erase(child.id).unwrap();
      setConfirming(false);
      toast({ title: 'Conversaciones borradas', description: `Borramos las conversaciones de ${child.childName}.` });
    } catch (error) {
      toast({ title: 'No pudimos borrar las conversaciones', description: apiErrorMessage(error) ?? 'Inténtalo de nuevo.', variant: 'destructive' });
    }
  }

  return (
    <section className="shell-family__section" aria-label={`Conversaciones de ${child.childName}`}>
      <h3>Conversaciones del chat</h3>
      <p className="uf-field__hint">Se guardan 30 días y luego se borran solas.</p>
      <SectionLoadState loading={chat.isLoading} failed={chat.isError} what="las conversaciones" onRetry={() => void chat.refetch()} />
      {chat.data && conversations.length === 0 ? <p>{child.childName} no tiene conversaciones guardadas.</p> : null}
      {conversations.map((conversation, index) => (
        <details key={conversation.conversationId} className="shell-family__conversation" open={index === 0}>
          <summary>
            Con {conversation.characterName} · {formatMoment(conversation.startedAt)} · {conversation.messages.length} mensajes
          </summary>
          <ol>
            {conversation.messages.map((message) => (
              <li key={message.id} className={message.isUser ? 'shell-family__said shell-family__said--child' : 'shell-family__said'}>
                <strong>{message.isUser ? child.childName : conversation.characterName}:</strong> {message.message}
              </li>
            ))}
          </ol>
        </details>
      ))}
      {conversations.length > 0 && !confirming ? (
        <button type="button" className="uf-button uf-button--secondary" onClick={() => setConfirming(true)}>
          Borrar las conversaciones de {child.childName}
        </button>
      ) : null}
      {confirming ? (
        <div role="group" aria-label={`Borrar las conversaciones de ${child.childName}`} className="shell-family__confirm">
          <p>Se borrarán todas las conversaciones de {child.childName}. No se puede deshacer.</p>
          <button
            type="button"
            className="uf-button uf-button--accent"
            disabled={erasing.isLoading}
            aria-busy={erasing.isLoading}
            onClick={() => void eraseAll()}
          >
            Sí, borrarlas
          </button>
          <button type="button" className="uf-button uf-button--secondary" onClick={() => setConfirming(false)}>
            No, volver
          </button>
        </div>
      ) : null}
    </section>
  );
}
