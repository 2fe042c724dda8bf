import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { LOGIN_RULES } from '@universo/contracts';
import { apiErrorMessage, toast, useLoginMutation } from '@universo/platform';
import { Form, FormProblem, SubmitButton, TextField } from '@universo/platform/forms';
import { usePageTitle } from '@universo/platform/title';
import { type LoginValues, loginRequest } from '../../shared/forms/accountForms';

export function LoginPage() {
  usePageTitle('Inicia sesión');
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });

  async function submit(values: LoginValues) {
    await login(loginRequest(values)).unwrap();
    toast({ title: 'Welcome', description: '¡Qué alegría verte de nuevo!' });
    navigate('/');
  }

  return (
    <section className="shell-auth uf-container" aria-labelledby="login-title">
      <div className="shell-auth__card uf-card">
        <h1 id="login-title">Inicia sesión</h1>
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
      </div>
    </section>
  );
}
