import type { ComponentPropsWithoutRef, Ref } from 'react';
import { fieldAria, FieldMessages } from './fieldParts';
import { ruleAttributes } from './fieldValidation';
import { type FieldOptions, useField } from './useField';

export interface TextAreaFieldProps
  extends Omit<FieldOptions, 'transform'>, Omit<ComponentPropsWithoutRef<'textarea'>, 'id' | 'name' | 'value' | 'defaultValue' | 'onChange'> {
  id: string;
  label: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area of a <Form>, as tall as its rows, with its rule's message under it. */
export function TextAreaField({ id, label, hint, name, rule, validate, className, ref, ...textarea }: TextAreaFieldProps) {
  const { registration, error } = useField({ name, rule, validate }, ref);
  return (
    <div className="uf-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className={className ? `uf-input uf-textarea ${className}` : 'uf-input uf-textarea'}
        {...ruleAttributes(rule)}
        {...textarea}
        {...registration}
        {...fieldAria(id, error, hint)}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
