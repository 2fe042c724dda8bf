import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ACCOUNT_EMAIL_RULE } from '@universo/contracts';
import { AuthCard, AuthDone } from '../../shared/forms/AuthCard';
import { Form, FormProblem, SubmitButton, TextField } from '@universo/platform/forms';
import { useRequestPasswordResetMutation } from '../../shared/accountMail/accountMailApi';

/** /recuperar: asks for the address; the answer is the same whether it has an account or not. */
export function ForgotPasswordPage() {
  const [requestReset] = useRequestPasswordResetMutation();
  const form = useForm({ defaultValues: { email: '' } });
  const [answer, setAnswer] = useState('');

  return (
    <AuthCard titleId="forgot-title" title="¿Olvidaste tu contraseña?">
      {answer ? (
        <AuthDone message={answer} linkText="Volver a iniciar sesión" />
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
    </AuthCard>
  );
}
