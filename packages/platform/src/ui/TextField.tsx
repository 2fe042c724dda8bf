import { type ComponentPropsWithRef } from 'react';
import { fieldAria, type FieldFrameProps, FieldMessages } from './fieldParts';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'>, FieldFrameProps {
  label: string;
}

/** A labelled input with its hint and error wired for screen readers. */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  return (
    <div className="uf-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="uf-input" {...fieldAria(id, error, hint)} {...input} />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
