import { type ComponentPropsWithRef } from 'react';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'> {
  id: string;
  label: string;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and error wired for screen readers. */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="uf-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="uf-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="uf-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="uf-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
