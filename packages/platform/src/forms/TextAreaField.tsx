import type { ComponentPropsWithoutRef } from 'react';
import { ruleAttributes, TextAreaField as TextAreaControl } from '@universo/platform';
import { type FieldOptions, type FormFieldProps, useField } from './useField';

export interface TextAreaFieldProps
  extends
    Omit<FieldOptions, 'transform'>,
    Omit<ComponentPropsWithoutRef<'textarea'>, 'id' | 'name' | 'value' | 'defaultValue' | 'onChange'>,
    FormFieldProps<HTMLTextAreaElement> {
  label: string;
}

/** A labelled text area of a <Form>, as tall as its rows, with its rule's message under it. */
export function TextAreaField({ id, label, hint, name, rule, validate, ref, ...textarea }: TextAreaFieldProps) {
  const { registration, error } = useField({ name, rule, validate }, ref);
  return <TextAreaControl id={id} label={label} hint={hint} error={error} {...ruleAttributes(rule)} {...textarea} {...registration} />;
}
