import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { ACCOUNT_PASSWORD_RULE } from '@universo/contracts';
import { Form, SubmitButton, TextField } from '@universo/platform/forms';

export interface PasswordDialogProps {
  open: boolean;
  title: string;
  /** What happens, said before the field. */
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  /** The service's answer to a wrong password, shown under the field. */
  error?: string;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}

/** A modal that asks for the adult's password before an export or a deletion (native <dialog>: focus is trapped, Esc closes). */
export function PasswordDialog({ open, title, children, confirmLabel, danger, busy, error, onConfirm, onCancel }: PasswordDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Two dialogs live on the page: each needs its own ids.
  const id = useId();
  const form = useForm({ defaultValues: { password: '' } });
  const { reset, setError } = form;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      reset();
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, reset]);

  // The service refused the password (svc-auth's Spanish answer): it goes under the field.
  useEffect(() => {
    if (error) setError('password', { type: 'server', message: error });
  }, [error, setError]);

  return (
    <dialog ref={ref} className="shell-dialog" aria-labelledby={`${id}-title`} onCancel={onCancel}>
      <Form form={form} className="uf-form" onSubmit={({ password }) => onConfirm(password)}>
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
        <TextField id={`${id}-password`} name="password" rule={ACCOUNT_PASSWORD_RULE} label="Tu contraseña" type="password" autoComplete="current-password" />
        <div className="uf-actions-end">
          <button type="button" className="uf-button uf-button--secondary" onClick={onCancel} disabled={busy}>
            Cancelar
          </button>
          <SubmitButton className={`uf-button${danger ? ' shell-button--danger' : ''}`} busy={busy}>
            {confirmLabel}
          </SubmitButton>
        </div>
      </Form>
    </dialog>
  );
}
