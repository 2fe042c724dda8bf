import { type ComponentPropsWithRef } from 'react';
import './fields.css';

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className'> {
  id: string;
  label: string;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string;
  hint?: string;
}

/** A labelled text area with its hint and error wired for screen readers (like the platform's TextField). */
export function TextAreaField({ id, label, error, hint, ...textarea }: TextAreaFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="uf-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className="uf-input community-textarea" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
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
