import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiErrorMessage, TextField, toast, useLoginMutation } from '@universo/platform';
import { type FieldErrors, type LoginValues, validateLogin } from '../../shared/forms/validation';
import { focusFirstInvalidField } from '../../shared/forms/focusFirstInvalidField';
import { usePageTitle } from '@universo/platform/title';

export function LoginPage() {
  usePageTitle('Inicia sesión');
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});

  const change = (field: keyof LoginValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const validation = validateLogin(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      focusFirstInvalidField(form);
      return;
    }
    setErrors({});
    try {
      await login(validation.request).unwrap();
      toast({ title: 'Welcome', description: '¡Qué alegría verte de nuevo!' });
      navigate('/');
    } catch (error) {
      toast({
        title: 'Error al iniciar sesión',
        description: apiErrorMessage(error) ?? 'Revisa tus credenciales',
        variant: 'destructive',
      });
    }
  }

  return (
    <section className="shell-auth uf-container" aria-labelledby="login-title">
      <div className="shell-auth__card uf-card">
        <h1 id="login-title">Inicia sesión</h1>
        <p className="uf-lead">¡Qué bueno tenerte de vuelta en el Universo de Francesca!</p>
        <form className="uf-form" noValidate onSubmit={submit}>
          <TextField
            id="login-email"
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={change('email')}
            error={errors.email}
          />
          <TextField
            id="login-password"
            label="Contraseña"
            type="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={change('password')}
            error={errors.password}
          />
          <button type="submit" className="uf-button" disabled={isLoading} aria-busy={isLoading}>
            Entrar
          </button>
        </form>
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
