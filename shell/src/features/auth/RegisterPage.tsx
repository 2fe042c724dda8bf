import { type FormEvent, type ReactNode, useState } from 'react';
import { flushSync } from 'react-dom';
import { PRIVACY_NOTICE_VERSION } from '@universo/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { apiErrorMessage, TextField, toast, useRegisterMutation } from '@universo/platform';
import { commonPasswordsOrNull, loadCommonPasswords } from '../../shared/password/commonPasswordList';
import { PasswordStrengthHint } from '../../shared/password/PasswordStrengthHint';
import { focusFirstInvalidField } from '../../shared/forms/focusFirstInvalidField';
import {
  AGE_ERROR,
  type FieldErrors,
  PASSWORD_MIN_LENGTH,
  REGISTER_AGE_MAX,
  REGISTER_AGE_MIN,
  type RegisterValues,
  USERNAME_MIN_LENGTH,
  validateRegister,
} from '../../shared/forms/validation';
import { usePageTitle } from '@universo/platform/title';

const EMPTY: RegisterValues = {
  username: '',
  firstName: '',
  lastName: '',
  age: '',
  email: '',
  password: '',
  adultConfirmed: false,
  privacyAccepted: false,
};

type TextFieldName = Exclude<keyof RegisterValues, 'adultConfirmed' | 'privacyAccepted'>;

/** Fetches the common-password list while the adult types, so checking it on submit is instant. */
const preloadCommonPasswords = (): void => void loadCommonPasswords().catch(() => undefined);
type CheckboxName = 'adultConfirmed' | 'privacyAccepted';

export function RegisterPage() {
  usePageTitle('Crea tu cuenta');
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof RegisterValues>>({});

  const change = (field: TextFieldName) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const toggle = (field: CheckboxName) => (event: { target: { checked: boolean } }) => setValues((current) => ({ ...current, [field]: event.target.checked }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const validation = validateRegister(values, await commonPasswordsOrNull());
    if (!validation.ok) {
      // After the await this is no longer React's event: render the errors now, so the focus finds them.
      flushSync(() => setErrors(validation.errors));
      if (validation.errors.age === AGE_ERROR.description) toast({ ...AGE_ERROR, variant: 'destructive' });
      focusFirstInvalidField(form);
      return;
    }
    setErrors({});
    try {
      await register(validation.request).unwrap();
      toast({ title: '¡Cuenta creada!', description: 'Te enviamos un correo: confírmalo para activar el perfil de tu hijo o hija.' });
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
        <p className="uf-lead">La cuenta la crea una persona adulta (madre, padre o tutor legal). Tu hijo o hija no necesita correo ni contraseña.</p>
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
          <fieldset className="shell-auth__group">
            <legend>Tu hijo o hija</legend>
            <p className="uf-field__hint">Su nombre, apellido y edad. Será el primer perfil de la familia; luego podrás añadir más.</p>
            <div className="shell-auth__row">
              <TextField
                id="register-first-name"
                label="Nombre"
                autoComplete="off"
                required
                value={values.firstName}
                onChange={change('firstName')}
                error={errors.firstName}
              />
              <TextField
                id="register-last-name"
                label="Apellido"
                autoComplete="off"
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
          </fieldset>
          <fieldset className="shell-auth__group">
            <legend>Tú, la persona adulta</legend>
            <p className="uf-field__hint">Madre, padre o tutor legal: el correo y la contraseña son tuyos.</p>
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
              hint={`Al menos ${PASSWORD_MIN_LENGTH} caracteres, ¡que sea secreta! Las más usadas, como 123456, no valen.`}
              value={values.password}
              onChange={change('password')}
              onFocus={preloadCommonPasswords}
              error={errors.password}
            />
            <PasswordStrengthHint
              id="register-password-strength"
              password={values.password}
              userInputs={[values.username, values.firstName, values.lastName, values.email]}
            />
            <Checkbox id="register-adult" checked={values.adultConfirmed} onChange={toggle('adultConfirmed')} error={errors.adultConfirmed}>
              Soy la madre, el padre o el tutor legal de este niño o niña y tengo 18 años o más.
            </Checkbox>
            <Checkbox id="register-privacy" checked={values.privacyAccepted} onChange={toggle('privacyAccepted')} error={errors.privacyAccepted}>
              He leído y acepto el{' '}
              <Link to="/privacidad" target="_blank" rel="noopener">
                aviso de privacidad y tratamiento de datos
              </Link>{' '}
              (versión {PRIVACY_NOTICE_VERSION}), también en nombre de mi hijo o hija.
            </Checkbox>
          </fieldset>
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

interface CheckboxProps {
  id: string;
  checked: boolean;
  onChange: (event: { target: { checked: boolean } }) => void;
  error?: string;
  children: ReactNode;
}

/** A required checkbox with its label beside it and its error announced with it. */
function Checkbox({ id, checked, onChange, error, children }: CheckboxProps) {
  return (
    <div className="uf-field shell-auth__check">
      <input
        id={id}
        type="checkbox"
        required
        checked={checked}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{children}</label>
      {error ? (
        <p id={`${id}-error`} className="uf-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
