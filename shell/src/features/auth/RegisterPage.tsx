import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiErrorMessage, TextField, toast, useRegisterMutation } from '@universo/platform';
import { focusFirstInvalidField } from './focusFirstInvalidField';
import {
  AGE_ERROR,
  type FieldErrors,
  PASSWORD_MIN_LENGTH,
  REGISTER_AGE_MAX,
  REGISTER_AGE_MIN,
  type RegisterValues,
  USERNAME_MIN_LENGTH,
  validateRegister,
} from './validation';

const EMPTY: RegisterValues = { username: '', firstName: '', lastName: '', age: '', email: '', password: '' };

export function RegisterPage() {
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof RegisterValues>>({});

  const change = (field: keyof RegisterValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const validation = validateRegister(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      if (validation.errors.age === AGE_ERROR.description) toast({ ...AGE_ERROR, variant: 'destructive' });
      focusFirstInvalidField(form);
      return;
    }
    setErrors({});
    try {
      await register(validation.request).unwrap();
      toast({ title: '¡Cuenta creada!', description: 'Bienvenido al Universo de Francesca.' });
      navigate('/');
    } catch (error) {
      toast({
        title: 'Error al crear cuenta',
        description: apiErrorMessage(error) ?? 'Intenta de nuevo',
        variant: 'destructive',
      });
    }
  }

  return (
    <section className="shell-auth uf-container" aria-labelledby="register-title">
      <div className="shell-auth__card uf-card">
        <h1 id="register-title">Crea tu cuenta</h1>
        <p className="uf-lead">Únete a Francesca y sus amigos mágicos para aprender a emprender.</p>
        <form className="uf-form" noValidate onSubmit={submit}>
          <TextField
            id="register-username"
            label="Nombre de usuario"
            autoComplete="username"
            required
            minLength={USERNAME_MIN_LENGTH}
            hint={`Al menos ${USERNAME_MIN_LENGTH} letras o números`}
            value={values.username}
            onChange={change('username')}
            error={errors.username}
          />
          <div className="shell-auth__row">
            <TextField
              id="register-first-name"
              label="Nombre"
              autoComplete="given-name"
              required
              value={values.firstName}
              onChange={change('firstName')}
              error={errors.firstName}
            />
            <TextField
              id="register-last-name"
              label="Apellido"
              autoComplete="family-name"
              required
              value={values.lastName}
              onChange={change('lastName')}
              error={errors.lastName}
            />
          </div>
          <TextField
            id="register-age"
            label="Edad"
            type="number"
            inputMode="numeric"
            required
            min={REGISTER_AGE_MIN}
            max={REGISTER_AGE_MAX}
            hint={`De ${REGISTER_AGE_MIN} a ${REGISTER_AGE_MAX} años`}
            value={values.age}
            onChange={change('age')}
            error={errors.age}
          />
          <TextField
            id="register-email"
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={change('email')}
            error={errors.email}
          />
          <TextField
            id="register-password"
            label="Contraseña"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            hint={`Al menos ${PASSWORD_MIN_LENGTH} caracteres, ¡que sea secreta!`}
            value={values.password}
            onChange={change('password')}
            error={errors.password}
          />
          <button type="submit" className="uf-button uf-button--accent" disabled={isLoading} aria-busy={isLoading}>
            Crear cuenta
          </button>
        </form>
        <p className="shell-auth__switch">
          ¿Ya tienes cuenta? <Link to="/login">Inicia sesión</Link>
        </p>
      </div>
    </section>
  );
}
