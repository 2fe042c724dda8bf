import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useFormState } from 'react-hook-form';

export interface SubmitButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'type'> {
  /** Said while the form is being sent (the button is disabled and busy meanwhile). */
  busyLabel?: ReactNode;
  /** Busy for another reason too (a photo still uploading, a mutation started elsewhere). */
  busy?: boolean;
}

/** The form's submit button: disabled and `aria-busy` while sending, so a family cannot send twice. */
export function SubmitButton({ busyLabel, busy = false, disabled, className = 'uf-button', children, ...button }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  const sending = isSubmitting || busy;
  return (
    <button type="submit" className={className} disabled={sending || disabled} aria-busy={sending} {...button}>
      {sending && busyLabel ? busyLabel : children}
    </button>
  );
}
