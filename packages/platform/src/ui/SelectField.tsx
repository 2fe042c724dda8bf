import { type ComponentPropsWithRef } from 'react';
import { fieldAria, type FieldFrameProps, FieldMessages } from './fieldParts';

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'children'>, FieldFrameProps {
  label: string;
  /** The first, empty option (the value is '' until one is chosen); none when a value is always chosen. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled select with its error wired for screen readers. */
export function SelectField({ id, label, placeholder, options, error, hint, ...select }: SelectFieldProps) {
  return (
    <div className="uf-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="uf-input" {...fieldAria(id, error, hint)} {...select}>
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
