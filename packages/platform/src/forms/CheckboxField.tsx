import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { CheckboxField as CheckboxControl, ruleAttributes } from '@universo/platform';
import { type FieldOptions, type FormFieldProps, useField } from './useField';

export interface CheckboxFieldProps
  extends
    Omit<FieldOptions, 'transform'>,
    Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'type' | 'className' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'children'>,
    FormFieldProps<HTMLInputElement> {
  /** The label beside the box (may hold a link). */
  children: ReactNode;
}

/** A checkbox of a <Form> with its label beside it (the whole row is the touch target) and its message under it. */
export function CheckboxField({ id, children, hint, name, rule, validate, ref, ...input }: CheckboxFieldProps) {
  const { registration, error } = useField({ name, rule, validate }, ref);
  return (
    <CheckboxControl id={id} hint={hint} error={error} {...ruleAttributes(rule)} {...input} {...registration}>
      {children}
    </CheckboxControl>
  );
}
