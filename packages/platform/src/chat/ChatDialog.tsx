import * as Dialog from '@radix-ui/react-dialog';
import { CHAT_MESSAGE_RULE } from '@universo/contracts';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { apiErrorMessage, chatConsentRequired } from '../api/apiError';
import { Form } from '../forms/Form';
import { SubmitButton } from '../forms/SubmitButton';
import { useField } from '../forms/useField';
import { toast } from '../toast/toastStore';
import { chatApi } from './api/chatApi';
import { CHAT_SEND_ERROR, chatMessageToSend, chatSendErrorDescription } from './chatCopy';
import type { ChatWindowProps } from './ChatWindow';
import { useChatSessionId } from './useChatSessionId';
import './chat.css';

/** The chat window itself (loaded by ChatWindow on first opening). */
export default function ChatDialog({ open, characterId, name, chapter, onClose }: ChatWindowProps) {
  const sessionId = useChatSessionId(characterId);
  const messages = chatApi.useGetChatMessagesQuery(sessionId, { skip: !open });
  const [send, { isLoading: isSending }] = chatApi.useSendChatMessageMutation();
  const form = useForm({ defaultValues: { message: '' } });
  const text = form.watch('message');
  const log = useRef<HTMLDivElement>(null);
  // Radix returns the focus to a Dialog.Trigger; the window is opened by whatever the page has.
  const opener = useRef<HTMLElement | null>(null);
  const inputId = useId();
  const list = messages.data ?? [];
  // The adult has not turned chat on for the child who is playing: say so instead of offering a retry.
  const chatOff = messages.isError && chatConsentRequired(messages.error);

  // Spec: the list scrolls to the latest message (and to the typing indicator).
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [list.length, isSending, open]);

  async function submit({ message: typed }: { message: string }) {
    const message = chatMessageToSend(typed);
    if (!message) return;
    await send({ sessionId, character: characterId, message, ...(chapter ? { chapter: { bookId: chapter.bookId, number: chapter.number } } : {}) }).unwrap();
    // Whatever was typed while the answer was on its way stays.
    if (form.getValues('message') === typed) form.setValue('message', '');
    form.setFocus('message');
  }

  const blank = chatMessageToSend(text) === undefined;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="uf-chat-overlay" />
        <Dialog.Content
          className="uf-chat"
          data-character={characterId}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            form.setFocus('message');
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
        >
          <header className="uf-chat__header">
            <Dialog.Title className="uf-chat__title">Chat con {name}</Dialog.Title>
            <Dialog.Close className="uf-chat__close" aria-label="Cerrar chat">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
          <Dialog.Description className="uf-visually-hidden">Escribe un mensaje y {name} te contestará. Pulsa Escape para cerrar el chat.</Dialog.Description>

          <div ref={log} className="uf-chat__log" role="log" aria-label={`Mensajes con ${name}`} tabIndex={0}>
            <p className="uf-chat__intro">
              {chapter
                ? `¡Hola! Soy ${name}. ¿Hablamos de «${chapter.title}»? Cuéntame qué te pareció.`
                : `¡Hola! Soy ${name}. ¿De qué quieres que hablemos hoy?`}
            </p>
            {chatOff ? (
              <p className="uf-chat__problem" role="alert">
                {apiErrorMessage(messages.error)} <Link to="/familia">Ir a Familia</Link>
              </p>
            ) : null}
            {messages.isError && !chatOff ? (
              <p className="uf-chat__problem" role="alert">
                No pudimos cargar la conversación.{' '}
                <button type="button" className="uf-chat__retry" onClick={() => void messages.refetch()}>
                  Reintentar
                </button>
              </p>
            ) : null}
            <ol className="uf-chat__messages">
              {list.map((message) => (
                <li key={message.id} className={message.isUser ? 'uf-chat__bubble uf-chat__bubble--user' : 'uf-chat__bubble'}>
                  <span className="uf-visually-hidden">{message.isUser ? 'Tú' : name}: </span>
                  {message.message}
                </li>
              ))}
            </ol>
            {isSending ? (
              <p className="uf-chat__typing" role="status">
                <span className="uf-chat__dots" aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </span>
                {name} está escribiendo…
              </p>
            ) : null}
          </div>

          <Form
            form={form}
            className="uf-chat__form"
            onSubmit={submit}
            onFailure={(error) => {
              toast({ ...CHAT_SEND_ERROR, description: chatSendErrorDescription(error), variant: 'destructive' });
              form.setFocus('message');
            }}
          >
            <MessageInput id={inputId} name={name} disabled={chatOff} />
            <SubmitButton className="uf-button uf-chat__send" disabled={isSending || blank || chatOff}>
              Enviar
            </SubmitButton>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The one field of the chat: its label is for screen readers only (the window's title names the character). */
function MessageInput({ id, name, disabled }: { id: string; name: string; disabled: boolean }) {
  const { registration } = useField({ name: 'message', rule: CHAT_MESSAGE_RULE });
  return (
    <>
      <label htmlFor={id} className="uf-visually-hidden">
        Tu mensaje para {name}
      </label>
      <input
        id={id}
        className="uf-input uf-chat__input"
        type="text"
        autoComplete="off"
        maxLength={CHAT_MESSAGE_RULE.maxLength.value}
        placeholder="Escribe tu mensaje..."
        disabled={disabled}
        {...registration}
      />
    </>
  );
}
