import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { checkParentalAnswer, createParentalQuestion, type ParentalQuestion } from './parentalCheck';
import './parentalCheckDialog.css';

export interface ParentalCheckDialogProps {
  title: string;
  /** What happens after the check, in words for the adult. */
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel: string;
  cancelLabel?: string;
  /** The action is running: the dialog stays open and cannot be answered again. */
  busy?: boolean;
  /** Called once the adult answered right. */
  onConfirm: () => void;
  onClose: () => void;
}

const MESSAGES = {
  empty: 'Escribe la respuesta en números.',
  incorrect: 'Esa no es la respuesta. Prueba con esta nueva pregunta.',
} as const;

/**
 * "Solo para personas adultas": a question a young child cannot answer stands before a payment,
 * a cancellation or the family's adult area. A native modal <dialog>: focus stays inside, Escape closes it, and focus
 * returns to where it was. Render it only while it is open (each opening asks a new question).
 */
export function ParentalCheckDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancelar',
  busy = false,
  onConfirm,
  onClose,
}: ParentalCheckDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [question, setQuestion] = useState<ParentalQuestion>(() => createParentalQuestion());
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const result = checkParentalAnswer(question, answer);
    if (result === 'correct') {
      setError(null);
      onConfirm();
      return;
    }
    setError(MESSAGES[result]);
    if (result === 'incorrect') {
      setQuestion((current) => createParentalQuestion(Math.random, current));
      setAnswer('');
    }
    inputRef.current?.focus();
  }

  return (
    <dialog
      ref={dialogRef}
      className="parental-check"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form className="parental-check__form" noValidate onSubmit={submit}>
        <p className="uf-badge uf-badge--warning parental-check__badge">
          <span aria-hidden="true">🔒</span> Solo para personas adultas
        </p>
        <h2 id={titleId} className="parental-check__title">
          {title}
        </h2>
        <div id={descriptionId} className="parental-check__description">
          {children}
        </div>
        <div className="uf-field">
          <p className="parental-check__question" aria-live="polite">
            Pide a una persona adulta que responda: <strong>{question.text}</strong>
          </p>
          <label htmlFor={inputId}>Respuesta (en números)</label>
          <input
            ref={inputRef}
            id={inputId}
            className="uf-input parental-check__input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={busy}
          />
          {error ? (
            <p id={errorId} className="uf-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="parental-check__actions">
          <button type="submit" className="uf-button uf-button--accent" disabled={busy} aria-busy={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
          <button type="button" className="uf-button uf-button--secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
