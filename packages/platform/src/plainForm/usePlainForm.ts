import { type FieldRule, fieldProblem, formProblems } from '@universo/contracts';
import { type ChangeEvent, type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { submitFailureMessage } from '../api/apiError';

type FieldValue = string | boolean;
type Problems<Values> = Partial<Record<keyof Values & string, string>>;
type TextControlEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

export interface PlainFormOptions<Values extends { [K in keyof Values]: FieldValue }> {
  /** The shared rules of the fields that have one (@universo/contracts); the others are free. */
  rules: Readonly<Partial<Record<keyof Values & string, FieldRule>>>;
  initial: Values;
}

export interface PlainSubmitOptions<Values> {
  /** A field broke its rule: its message is under it and the first such field has the focus. */
  onInvalid?: (problems: Problems<Values>) => void;
  /** Sending threw: a toast, a log... The form keeps a 4xx answer's message, or `failure`, in `problem`. */
  onFailure?: (error: unknown) => void;
  failure?: string;
}

export interface PlainForm<Values extends { [K in keyof Values]: FieldValue }> {
  values: Values;
  /** Each field's message, once a send was refused; a field is checked again as it changes. */
  errors: Problems<Values>;
  /** Why the last send failed, for a `role="alert"` under the form. */
  problem: string | undefined;
  /** True while `submit`'s send runs. */
  sending: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  /** A text, text area or select control's value, change handler and message. */
  text: (field: keyof Values & string) => { name: string; value: string; onChange: (event: TextControlEvent) => void; error?: string };
  /** A checkbox's state, change handler and message. */
  checkbox: (field: keyof Values & string) => { name: string; checked: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void; error?: string };
  /** Sets a value from code; `edited` marks it as the family's own (a sample idea they chose). */
  setValue: <Field extends keyof Values & string>(field: Field, value: Values[Field], options?: { edited?: boolean }) => void;
  /** Whether the family changed this field. */
  edited: (field: keyof Values & string) => boolean;
  reset: (values?: Values) => void;
  /** The form's onSubmit: checks every rule, then sends the values. */
  submit: (send: (values: Values) => Promise<void> | void, options?: PlainSubmitOptions<Values>) => (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A form of the field set's controls (TextField, TextAreaField, SelectField, CheckboxField of
 * '@universo/platform') that follows the same shared rules as @universo/platform/forms, without
 * react-hook-form: for the pages whose first load is the form and has no room for it under the
 * 150 KB budget. The browser's validation stays off (`noValidate`): the rules speak Spanish.
 */
export function usePlainForm<Values extends { [K in keyof Values]: FieldValue }>({ rules, initial }: PlainFormOptions<Values>): PlainForm<Values> {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Problems<Values>>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  // Read by the stable callbacks below, so an effect may depend on them without running again.
  const state = useRef({ rules, initial, refused: false, focusRefused: false, edited: new Set<Field>() });
  state.current.rules = rules;

  // Once a refused send's messages are on screen, the first refused field takes the focus.
  useEffect(() => {
    if (!state.current.focusRefused) return;
    state.current.focusRefused = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const change = useCallback(<F extends Field>(field: F, value: Values[F], edited: boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (edited) state.current.edited.add(field);
    // After a refused send, a field's message follows what the family types.
    if (state.current.refused) {
      const rule = state.current.rules[field];
      setErrors((current) => ({ ...current, [field]: rule ? fieldProblem(rule, value) : undefined }));
    }
  }, []);
  const setValue = useCallback<PlainForm<Values>['setValue']>((field, value, options) => change(field, value, options?.edited ?? false), [change]);
  const edited = useCallback((field: Field) => state.current.edited.has(field), []);
  const reset = useCallback((next?: Values) => {
    state.current.refused = false;
    state.current.edited = new Set();
    setValues(next ?? state.current.initial);
    setErrors({});
    setProblem(undefined);
  }, []);

  return {
    values,
    errors,
    problem,
    sending,
    formRef,
    text: (field) => ({
      name: field,
      value: String(values[field]),
      onChange: (event) => change(field, event.target.value as Values[Field], true),
      error: errors[field],
    }),
    checkbox: (field) => ({
      name: field,
      checked: values[field] === true,
      onChange: (event) => change(field, event.target.checked as Values[Field], true),
      error: errors[field],
    }),
    setValue,
    edited,
    reset,
    submit: (send, options) => (event) => {
      event.preventDefault();
      if (sending) return;
      const problems: Problems<Values> = formProblems(rules, values);
      setErrors(problems);
      setProblem(undefined);
      if (Object.keys(problems).length > 0) {
        state.current.refused = true;
        state.current.focusRefused = true;
        options?.onInvalid?.(problems);
        return;
      }
      setSending(true);
      void (async () => {
        try {
          await send(values);
        } catch (error) {
          options?.onFailure?.(error);
          setProblem(submitFailureMessage(error, options?.failure));
        } finally {
          setSending(false);
        }
      })();
    },
  };
}
