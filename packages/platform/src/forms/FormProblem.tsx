import { useFormState } from 'react-hook-form';

/** Why the last send failed (the service's Spanish message), announced as soon as it shows. */
export function FormProblem({ className = 'uf-field__error uf-form__problem' }: { className?: string }) {
  const { errors } = useFormState();
  const message = (errors.root?.send as { message?: string } | undefined)?.message;
  return message ? (
    <p className={className} role="alert">
      {message}
    </p>
  ) : null;
}
