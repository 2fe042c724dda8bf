import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ACCOUNT_EMAIL_RULE } from '@universo/contracts';
import { Form, FormProblem, SubmitButton, TextField } from '@universo/platform/forms';
import { usePageTitle } from '@universo/platform/title';
import { useRequestPasswordResetMutation } from '../../shared/accountMail/accountMailApi';

/** /recuperar: asks for the address; the answer is the same whether it has an account or not. */
export function ForgotPasswordPage() {
  usePageTitle('¿Olvidaste tu contraseña?');
  const [requestReset] = useRequestPasswordResetMutation();
  const form = useForm({ defaultValues: { email: '' } });
  const [answer, setAnswer] = useState('');

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
            <Form
              form={form}
              className="uf-form"
              failure="No pudimos enviar el enlace. Inténtalo de nuevo."
              onSubmit={async ({ email }) => setAnswer((await requestReset({ email: email.trim() }).unwrap()).message)}
            >
              <TextField id="forgot-email" name="email" rule={ACCOUNT_EMAIL_RULE} label="Correo electrónico" type="email" autoComplete="email" />
              <SubmitButton>Enviar el enlace</SubmitButton>
              <FormProblem />
            </Form>
            <p className="shell-auth__switch">
              ¿La recordaste? <Link to="/login">Inicia sesión</Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
