import type { ComponentPropsWithoutRef } from 'react';
import { ruleAttributes, SelectField as SelectControl } from '@universo/platform';
import { type FieldOptions, type FormFieldProps, useField } from './useField';

export interface SelectFieldProps
  extends
    Omit<FieldOptions, 'transform'>,
    Omit<ComponentPropsWithoutRef<'select'>, 'id' | 'className' | 'children' | 'name' | 'value' | 'defaultValue' | 'onChange'>,
    FormFieldProps<HTMLSelectElement> {
  label: string;
  /** The first, empty option (the value is '' until one is chosen); none when a value is always chosen. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled select of a <Form>, with its rule's message under it. */
export function SelectField({ id, name, rule, validate, ref, ...select }: SelectFieldProps) {
  const { registration, error } = useField({ name, rule, validate }, ref);
  return <SelectControl id={id} error={error} required={ruleAttributes(rule).required} {...select} {...registration} />;
}
