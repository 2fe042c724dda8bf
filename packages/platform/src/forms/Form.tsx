import type { ComponentPropsWithoutRef } from 'react';
import { type FieldErrors, type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { submitFailureMessage } from '@universo/platform';

/** Where the form keeps the message of a failed send (FormProblem shows it). */
export const SEND_PROBLEM = 'root.send';

export interface FormProps<Values extends FieldValues> extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'onInvalid' | 'noValidate'> {
  /** useForm()'s answer: its fields are the set's (TextField, TextAreaField, SelectField, CheckboxField). */
  form: UseFormReturn<Values>;
  /** Runs once every field follows its rule; the submit button is busy until it settles. */
  onSubmit: (values: Values) => Promise<void> | void;
  /** When onSubmit throws: a toast, a focus... The form itself shows the service's 4xx message, or `failure`. */
  onFailure?: (error: unknown) => void;
  /** Shown on the form when sending failed and the service said nothing a family can act on. */
  failure?: string;
  /** A field broke its rule (the first one has the focus, and its message is under it). */
  onInvalid?: (errors: FieldErrors<Values>) => void;
}

/**
 * A form of the field set: the browser's own validation is off (the shared rules speak Spanish),
 * a refused field takes the focus, and a failed send shows its reason on the form.
 */
export function Form<Values extends FieldValues>({ form, onSubmit, onFailure, failure, onInvalid, children, ...props }: FormProps<Values>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      onFailure?.(error);
      const message = submitFailureMessage(error, failure);
      if (message) form.setError(SEND_PROBLEM as never, { type: 'send', message });
    }
  }, onInvalid);
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={(event) => void submit(event)}>
        {children}
      </form>
    </FormProvider>
  );
}
