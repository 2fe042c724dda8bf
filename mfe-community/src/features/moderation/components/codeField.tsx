import { TOTP_CODE_RULE } from '@universo/contracts';
import { apiErrorMessage } from '@universo/platform';
import { TextField } from '@universo/platform/forms';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { typedTotpCode } from '../secondFactor';

/** The 6-digit code of the authenticator app (enrolment and sign-in): only digits are kept as it is typed. */
export function TotpCodeField({ id }: { id: string }) {
  return (
    <TextField
      id={id}
      name="code"
      rule={TOTP_CODE_RULE}
      transform={typedTotpCode}
      label="Código de 6 cifras"
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={6}
    />
  );
}

/** A refused code: svc-auth's reason under the field, emptied and focused for the next try. */
export function showCodeRefusal<Values extends FieldValues>(form: UseFormReturn<Values>, field: Path<Values>, error: unknown): void {
  form.setValue(field, '' as PathValue<Values, Path<Values>>);
  form.setError(field, { type: 'server', message: apiErrorMessage(error) ?? 'No pudimos comprobar el código. Inténtalo de nuevo.' });
  form.setFocus(field);
}
