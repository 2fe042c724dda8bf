import { type ComponentPropsWithRef } from 'react';
import { fieldAria, type FieldFrameProps, FieldMessages } from './fieldParts';

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'>, FieldFrameProps {
  label: string;
}

/** A labelled text area with its hint and error wired for screen readers. */
export function TextAreaField({ id, label, error, hint, className, ...textarea }: TextAreaFieldProps) {
  return (
    <div className="uf-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className={className ? `uf-input uf-textarea ${className}` : 'uf-input uf-textarea'} {...fieldAria(id, error, hint)} {...textarea} />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
