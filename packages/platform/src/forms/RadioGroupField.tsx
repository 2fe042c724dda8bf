import type { ReactNode } from 'react';
import { fieldAria, FieldMessages } from '@universo/platform';
import { type FieldOptions, useField } from './useField';

export interface RadioGroupFieldProps extends Omit<FieldOptions, 'transform'> {
  /** The first option's id (a refused group's focus and message start there). */
  id: string;
  legend: string;
  /** Each option's label may hold more than text (an icon, a description). */
  options: readonly { value: string; label: ReactNode }[];
  hint?: string;
  className?: string;
  optionClassName?: string;
}

/** One choice among a few, as radio buttons under a legend (each whole label is the touch target), with the rule's message under them. */
export function RadioGroupField({ id, legend, options, hint, className, optionClassName, name, rule, validate }: RadioGroupFieldProps) {
  const { registration, error } = useField({ name, rule, validate });
  const { 'aria-describedby': describedBy, 'aria-invalid': invalid } = fieldAria(id, error, hint);
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className={optionClassName}>
          <input id={index === 0 ? id : undefined} type="radio" value={option.value} aria-invalid={invalid} {...registration} />
          {option.label}
        </label>
      ))}
      <FieldMessages id={id} error={error} hint={hint} />
    </fieldset>
  );
}
