import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { apiErrorMessage, TextField } from '@universo/platform';
import { focusFirstInvalidField } from '../../shared/forms/focusFirstInvalidField';
import { commonPasswordsOrNull, loadCommonPasswords } from '../../shared/password/commonPasswordList';
import { PasswordStrengthHint } from '../../shared/password/PasswordStrengthHint';
import { PASSWORD_MIN_LENGTH, type FieldErrors } from '../../shared/forms/validation';
import { useConfirmPasswordResetMutation } from '../../shared/accountMail/accountMailApi';
import { type NewPasswordValues, tokenFromSearch, validateNewPassword } from './accountMailForms';
import { flushSync } from 'react-dom';
import { usePageTitle } from '@universo/platform/title';

/** /recuperar/nueva?token=…: where the reset mail's link lands; the new password is set once. */
export function NewPasswordPage() {
  usePageTitle('Crea una contraseña nueva');
  const { search } = useLocation();
  const token = tokenFromSearch(search);
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', repeat: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordValues>>({});
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState(token ? '' : 'El enlace no es válido o está incompleto: ábrelo de nuevo desde el correo.');

  const change = (field: keyof NewPasswordValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    const form = event.currentTarget;
    const validation = validateNewPassword(values, token, await commonPasswordsOrNull());
    if (!validation.ok) {
      // After the await this is no longer React's event: render the errors now, so the focus finds them.
      flushSync(() => setErrors(validation.errors));
      focusFirstInvalidField(form);
      return;
    }
    setErrors({});
    setFailure('');
    try {
      setDone((await confirmReset(validation.request).unwrap()).message);
    } catch (caught) {
      setFailure(apiErrorMessage(caught) ?? 'No pudimos cambiar la contraseña. Inténtalo de nuevo.');
    }
  }

  return (
    <section className="shell-auth uf-container" aria-labelledby="new-password-title">
      <div className="shell-auth__card uf-card">
        <h1 id="new-password-title">Crea una contraseña nueva</h1>
        {done ? (
          <>
            <p className="uf-lead" role="status">
              {done}
            </p>
            <p className="shell-auth__switch">
              <Link to="/login">Iniciar sesión</Link>
            </p>
          </>
        ) : (
          <>
            {token ? (
              <form className="uf-form" noValidate onSubmit={submit}>
                <TextField
                  id="new-password"
                  label="Contraseña nueva"
                  type="password"
                  autoComplete="new-password"
                  required
                  minLength={PASSWORD_MIN_LENGTH}
                  hint={`Mínimo ${PASSWORD_MIN_LENGTH} caracteres; las más usadas, como 123456, no valen`}
                  value={values.password}
                  onChange={change('password')}
                  onFocus={() => void loadCommonPasswords().catch(() => undefined)}
                  error={errors.password}
                />
                <PasswordStrengthHint id="new-password-strength" password={values.password} />
                <TextField
                  id="new-password-repeat"
                  label="Repite la contraseña nueva"
                  type="password"
                  autoComplete="new-password"
                  required
                  value={values.repeat}
                  onChange={change('repeat')}
                  error={errors.repeat}
                />
                <button type="submit" className="uf-button" disabled={isLoading} aria-busy={isLoading}>
                  Guardar la contraseña
                </button>
              </form>
            ) : null}
            {failure ? (
              <>
                <p role="alert">{failure}</p>
                <p className="shell-auth__switch">
                  <Link to="/recuperar">Pedir un enlace nuevo</Link>
                </p>
              </>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
