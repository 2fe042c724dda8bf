import type { ComponentPropsWithoutRef, Ref } from 'react';
import { fieldAria, FieldMessages } from './fieldParts';
import { ruleAttributes } from './fieldValidation';
import { type FieldOptions, useField } from './useField';

export interface SelectFieldProps
  extends Omit<FieldOptions, 'transform'>, Omit<ComponentPropsWithoutRef<'select'>, 'id' | 'className' | 'children' | 'name' | 'value' | 'defaultValue' | 'onChange'> {
  id: string;
  label: string;
  /** The first, empty option (the value is '' until one is chosen); none when a value is always chosen. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select of a <Form>, with its rule's message under it. */
export function SelectField({ id, label, placeholder, options, hint, name, rule, validate, ref, ...select }: SelectFieldProps) {
  const { registration, error } = useField({ name, rule, validate }, ref);
  return (
    <div className="uf-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="uf-input" {...ruleAttributes(rule)} {...select} {...registration} {...fieldAria(id, error, hint)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
