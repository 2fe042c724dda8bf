import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { NEW_PASSWORD_RULE } from '@universo/contracts';
import { AuthCard, AuthDone } from '../../shared/forms/AuthCard';
import { Form, SubmitButton, submitFailureMessage, TextField } from '@universo/platform/forms';
import { commonPasswordCheck } from '../../shared/forms/accountForms';
import { loadCommonPasswords } from '../../shared/password/commonPasswordList';
import { PasswordStrengthHint } from '../../shared/password/PasswordStrengthHint';
import { useConfirmPasswordResetMutation } from '../../shared/accountMail/accountMailApi';
import { newPasswordRequest, type NewPasswordValues, repeatProblem, tokenFromSearch } from './accountMailForms';

const BROKEN_LINK = 'El enlace no es válido o está incompleto: ábrelo de nuevo desde el correo.';

/** /recuperar/nueva?token=…: where the reset mail's link lands; the new password is set once. */
export function NewPasswordPage() {
  const { search } = useLocation();
  const token = tokenFromSearch(search);
  const [confirmReset] = useConfirmPasswordResetMutation();
  const form = useForm<NewPasswordValues>({ defaultValues: { password: '', repeat: '' } });
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState(token ? '' : BROKEN_LINK);

  async function submit(values: NewPasswordValues) {
    if (!token) return;
    setFailure('');
    setDone((await confirmReset(newPasswordRequest(values, token)).unwrap()).message);
  }

  return (
    <AuthCard titleId="new-password-title" title="Crea una contraseña nueva">
      {done ? (
        <AuthDone message={done} linkText="Iniciar sesión" />
      ) : (
        <>
          {token ? (
            <Form
              form={form}
              className="uf-form"
              onSubmit={submit}
              onFailure={(error) => setFailure(submitFailureMessage(error, 'No pudimos cambiar la contraseña. Inténtalo de nuevo.') ?? '')}
            >
              <TextField
                id="new-password"
                name="password"
                rule={NEW_PASSWORD_RULE}
                validate={commonPasswordCheck}
                label="Contraseña nueva"
                type="password"
                autoComplete="new-password"
                minLength={NEW_PASSWORD_RULE.minLength.value}
                hint={`Mínimo ${NEW_PASSWORD_RULE.minLength.value} caracteres; las más usadas, como 123456, no valen`}
                onFocus={() => void loadCommonPasswords().catch(() => undefined)}
              />
              <PasswordStrengthHint id="new-password-strength" password={form.watch('password')} />
              <TextField
                id="new-password-repeat"
                name="repeat"
                validate={repeatProblem}
                label="Repite la contraseña nueva"
                type="password"
                autoComplete="new-password"
                required
              />
              <SubmitButton>Guardar la contraseña</SubmitButton>
            </Form>
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
    </AuthCard>
  );
}
