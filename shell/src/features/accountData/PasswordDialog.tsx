import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { TextField } from '@universo/platform';

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
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setPassword('');
      setMissing(false);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    onConfirm(password);
  }

  return (
    <dialog ref={ref} className="shell-dialog" aria-labelledby={`${id}-title`} onCancel={onCancel}>
      <form className="uf-form" noValidate onSubmit={submit}>
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
        <TextField
          id={`${id}-password`}
          label="Tu contraseña"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={missing ? 'Escribe tu contraseña para confirmar' : error}
        />
        <div className="shell-dialog__actions">
          <button type="button" className="uf-button uf-button--secondary" onClick={onCancel} disabled={busy}>
            Cancelar
          </button>
          <button type="submit" className={`uf-button${danger ? ' shell-button--danger' : ''}`} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
