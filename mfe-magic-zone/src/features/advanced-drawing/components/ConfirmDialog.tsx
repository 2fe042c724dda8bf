import { useEffect, useId, useRef } from 'react';
import type { ConfirmQuestion } from '../domain/confirmQuestion';

export type { ConfirmQuestion };

export interface ConfirmDialogProps {
  open: boolean;
  question: ConfirmQuestion;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question (the browser's own `<dialog>`: focus stays inside, Escape cancels). The safe
 * answer has the focus when it opens, so a stray Enter keeps the drawing.
 */
export function ConfirmDialog({ open, question, onConfirm, onCancel }: ConfirmDialogProps) {
  const { title, message, confirmLabel, cancelLabel } = question;
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      cancel.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="drawing-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h3 id={titleId}>{title}</h3>
      <p id={messageId}>{message}</p>
      <div className="uf-actions-end">
        <button ref={cancel} type="button" className="uf-button uf-button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="uf-button uf-button--accent" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
