// What every labelled field of the set (TextField, TextAreaField, SelectField) adds to its
// control: the hint and the error under it, announced with it, and the invalid state.

/** What every field of the set is given besides its control's own attributes. */
export interface FieldFrameProps {
  id: string;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string;
  hint?: string;
}

/** The control's aria attributes: invalid while there is an error, described by its hint and error. */
export function fieldAria(id: string, error: string | undefined, hint?: string): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}

/** The hint and the error under a control, with the ids fieldAria points at. */
export function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="uf-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="uf-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}
