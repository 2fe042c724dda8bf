import type { ComponentPropsWithoutRef } from 'react';
import { ruleAttributes, TextField as TextControl } from '@universo/platform';
import { type FieldOptions, type FormFieldProps, useField } from './useField';

export interface TextFieldProps
  extends
    FieldOptions,
    Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'className' | 'name' | 'value' | 'defaultValue' | 'onChange'>,
    FormFieldProps<HTMLInputElement> {
  label: string;
}

/** A labelled input of a <Form>: its rule's message under it, announced with it, and the invalid state. */
export function TextField({ id, label, hint, name, rule, validate, transform, ref, ...input }: TextFieldProps) {
  const { registration, error } = useField({ name, rule, validate, transform }, ref);
  return <TextControl id={id} label={label} hint={hint} error={error} {...ruleAttributes(rule)} {...input} {...registration} />;
}
