import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { LOGIN_RULES } from '@universo/contracts';
import { apiErrorMessage, toast, useLoginMutation } from '@universo/platform';
import { AuthCard } from '../../shared/forms/AuthCard';
import { Form, FormProblem, SubmitButton, TextField } from '@universo/platform/forms';
import { type LoginValues, loginRequest } from '../../shared/forms/accountForms';
import { useWelcomeHome } from './useWelcomeHome';

export function LoginPage() {
  const welcomeHome = useWelcomeHome({ title: 'Welcome', description: '¡Qué alegría verte de nuevo!' });
  const [login] = useLoginMutation();
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });

  async function submit(values: LoginValues) {
    await login(loginRequest(values)).unwrap();
    welcomeHome();
  }

  return (
    <AuthCard titleId="login-title" title="Inicia sesión">
      <p className="uf-lead">¡Qué bueno tenerte de vuelta en el Universo de Francesca!</p>
      <Form
        form={form}
        className="uf-form"
        onSubmit={submit}
        onFailure={(error) =>
          toast({ title: 'Error al iniciar sesión', description: apiErrorMessage(error) ?? 'Revisa tus credenciales', variant: 'destructive' })
        }
      >
        <TextField id="login-email" name="email" rule={LOGIN_RULES.email} label="Correo electrónico" type="email" autoComplete="email" />
        <TextField id="login-password" name="password" rule={LOGIN_RULES.password} label="Contraseña" type="password" autoComplete="current-password" />
        <FormProblem />
        <SubmitButton>Entrar</SubmitButton>
      </Form>
      <p className="shell-auth__switch">
        <Link to="/recuperar">¿Olvidaste tu contraseña?</Link>
      </p>
      <p className="shell-auth__switch">
        ¿Todavía no tienes cuenta? <Link to="/register">Regístrate</Link>
      </p>
    </AuthCard>
  );
}
