import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorMessage, TextField } from '@universo/platform';
import { focusFirstInvalidField } from '../../shared/forms/focusFirstInvalidField';
import { useRequestPasswordResetMutation } from '../../shared/accountMail/accountMailApi';
import { validateResetRequest } from './accountMailForms';
import { usePageTitle } from '@universo/platform/title';

/** /recuperar: asks for the address; the answer is the same whether it has an account or not. */
export function ForgotPasswordPage() {
  usePageTitle('¿Olvidaste tu contraseña?');
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [answer, setAnswer] = useState('');
  const [failure, setFailure] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const validation = validateResetRequest(email);
    if (!validation.ok) {
      setError(validation.errors.email);
      focusFirstInvalidField(form);
      return;
    }
    setError(undefined);
    setFailure('');
    try {
      setAnswer((await requestReset(validation.request).unwrap()).message);
    } catch (caught) {
      setFailure(apiErrorMessage(caught) ?? 'No pudimos enviar el enlace. Inténtalo de nuevo.');
    }
  }

  return (
    <section className="shell-auth uf-container" aria-labelledby="forgot-title">
      <div className="shell-auth__card uf-card">
        <h1 id="forgot-title">¿Olvidaste tu contraseña?</h1>
        {answer ? (
          <>
            <p className="uf-lead" role="status">
              {answer}
            </p>
            <p className="shell-auth__switch">
              <Link to="/login">Volver a iniciar sesión</Link>
            </p>
          </>
        ) : (
          <>
            <p className="uf-lead">Escribe el correo de la cuenta y te enviaremos un enlace para crear una contraseña nueva.</p>
            <form className="uf-form" noValidate onSubmit={submit}>
              <TextField
                id="forgot-email"
                label="Correo electrónico"
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={error}
              />
              <button type="submit" className="uf-button" disabled={isLoading} aria-busy={isLoading}>
                Enviar el enlace
              </button>
              {failure ? <p role="alert">{failure}</p> : null}
            </form>
            <p className="shell-auth__switch">
              ¿La recordaste? <Link to="/login">Inicia sesión</Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
