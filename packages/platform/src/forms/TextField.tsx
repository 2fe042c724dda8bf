import type { ComponentPropsWithoutRef, Ref } from 'react';
import { fieldAria, FieldMessages } from './fieldParts';
import { ruleAttributes } from './fieldValidation';
import { type FieldOptions, useField } from './useField';

export interface TextFieldProps extends FieldOptions, Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'className' | 'name' | 'value' | 'defaultValue' | 'onChange'> {
  id: string;
  label: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input of a <Form>: its rule's message under it, announced with it, and the invalid state. */
export function TextField({ id, label, hint, name, rule, validate, transform, ref, ...input }: TextFieldProps) {
  const { registration, error } = useField({ name, rule, validate, transform }, ref);
  return (
    <div className="uf-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="uf-input" {...ruleAttributes(rule)} {...input} {...registration} {...fieldAria(id, error, hint)} />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
