import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldAria } from '../ui/fieldParts';
import { Form } from '../forms/Form';
import { SubmitButton } from '../forms/SubmitButton';
import { useField } from '../forms/useField';
import { checkParentalAnswer, createParentalQuestion, type ParentalQuestion } from './parentalCheck';
import type { ParentalCheckDialogProps } from './ParentalCheck';
import './parentalCheckDialog.css';

const MESSAGES = {
  empty: 'Escribe la respuesta en números.',
  incorrect: 'Esa no es la respuesta. Prueba con esta nueva pregunta.',
} as const;

/**
 * "Solo para personas adultas": a question a young child cannot answer stands before a payment,
 * a cancellation or the family's adult area. A native modal <dialog>: focus stays inside, Escape closes it, and focus
 * returns to where it was. Loaded with its first opening (ParentalCheck.tsx).
 */
export default function ParentalCheckDialog({
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
  const [question, setQuestion] = useState<ParentalQuestion>(() => createParentalQuestion());
  const form = useForm({ defaultValues: { answer: '' } });
  const titleId = useId();
  const descriptionId = useId();
  const inputId = useId();
  const { setFocus } = form;

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    setFocus('answer');
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, [setFocus]);

  function submit({ answer }: { answer: string }) {
    if (busy) return;
    if (checkParentalAnswer(question, answer) === 'correct') {
      onConfirm();
      return;
    }
    // A wrong answer: a new question, the field emptied.
    form.setValue('answer', '');
    form.setError('answer', { type: 'incorrect', message: MESSAGES.incorrect });
    setQuestion((current) => createParentalQuestion(Math.random, current));
    form.setFocus('answer');
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
      <Form form={form} className="parental-check__form" onSubmit={submit}>
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
          <AnswerInput id={inputId} disabled={busy} />
        </div>
        <div className="parental-check__actions">
          <SubmitButton className="uf-button uf-button--accent" busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </SubmitButton>
          <button type="button" className="uf-button uf-button--secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </button>
        </div>
      </Form>
    </dialog>
  );
}

/** The answer: required (in numbers), its message announced as soon as it shows. */
function AnswerInput({ id, disabled }: { id: string; disabled: boolean }) {
  const { registration, error } = useField({ name: 'answer', validate: (value) => (typeof value === 'string' && value.trim() ? undefined : MESSAGES.empty) });
  return (
    <>
      <label htmlFor={id}>Respuesta (en números)</label>
      <input
        id={id}
        className="uf-input parental-check__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        disabled={disabled}
        {...registration}
        {...fieldAria(id, error)}
      />
      {error ? (
        <p id={`${id}-error`} className="uf-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
