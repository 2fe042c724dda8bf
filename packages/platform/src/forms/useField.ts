import type { FieldRule } from '@universo/contracts';
import type { ChangeEvent, Ref } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { type ExtraCheck, fieldValidation } from './fieldValidation';

/** What every field of a <Form> is given besides its rule and its control's attributes: its id, its hint and a ref to its control. */
export interface FormFieldProps<Control extends HTMLElement> {
  id: string;
  hint?: string;
  ref?: Ref<Control>;
}

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

/** Gives the element to react-hook-form and to the page's own ref (a focus to move, a dialog's first field). */
function bothRefs<T>(registered: (element: T | null) => void, own: Ref<T> | undefined): (element: T | null) => void {
  return (element) => {
    registered(element);
    if (typeof own === 'function') own(element);
    else if (own) own.current = element;
  };
}

/** A field of the set, registered with the surrounding <Form>: its input props and its message. */
export function useField<T extends HTMLElement>({ name, rule, validate, transform }: FieldOptions, ownRef?: Ref<T>) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const registration = register(name, fieldValidation(rule, validate));
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    if (transform) event.target.value = transform(event.target.value);
    return registration.onChange(event);
  };
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const ref = ownRef ? bothRefs<T>(registration.ref, ownRef) : registration.ref;
  return { registration: { ...registration, onChange, ref }, error: error || undefined };
}
