import type { FieldRule } from '@universo/contracts';
import type { ChangeEvent } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { type ExtraCheck, fieldValidation } from './fieldValidation';

export interface FieldOptions {
  /** The form's name for the value (a key of useForm's values). */
  name: string;
  /** The shared rule (@universo/contracts) the service checks too. */
  rule?: FieldRule;
  /** The form's own check, after the rule. */
  validate?: ExtraCheck;
  /** Rewrites what is typed before the form keeps it ("123 456" → "123456"). */
  transform?: (typed: string) => string;
}

/** A field of the set, registered with the surrounding <Form>: its input props and its message. */
export function useField({ name, rule, validate, transform }: FieldOptions) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const registration = register(name, fieldValidation(rule, validate));
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    if (transform) event.target.value = transform(event.target.value);
    return registration.onChange(event);
  };
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  return { registration: { ...registration, onChange }, error: error || undefined };
}
