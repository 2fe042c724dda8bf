import { useForm } from 'react-hook-form';
import { PRIVACY_NOTICE_VERSION, REGISTER_RULES as R } from '@universo/contracts';
import { Link } from 'react-router-dom';
import { apiErrorMessage, toast, useRegisterMutation } from '@universo/platform';
import { AuthCard } from '../../shared/forms/AuthCard';
import { CheckboxField, Form, FormProblem, SubmitButton, TextField } from '@universo/platform/forms';
import { loadCommonPasswords } from '../../shared/password/commonPasswordList';
import { PasswordStrengthHint } from '../../shared/password/PasswordStrengthHint';
import { useWelcomeHome } from './useWelcomeHome';
import { AGE_ERROR, commonPasswordCheck, EMPTY_REGISTER, registerRequest, type RegisterValues } from '../../shared/forms/accountForms';

/** Fetches the common-password list while the adult types, so checking it on submit is instant. */
const preloadCommonPasswords = (): void => void loadCommonPasswords().catch(() => undefined);

export function RegisterPage() {
  const welcomeHome = useWelcomeHome({ title: '¡Cuenta creada!', description: 'Te enviamos un correo: confírmalo para activar el perfil de tu hijo o hija.' });
  const [register] = useRegisterMutation();
  const form = useForm<RegisterValues>({ defaultValues: EMPTY_REGISTER });
  const [username, firstName, lastName, email, password] = form.watch(['username', 'firstName', 'lastName', 'email', 'password']);

  async function submit(values: RegisterValues) {
    await register(registerRequest(values)).unwrap();
    welcomeHome();
  }

  return (
    <AuthCard titleId="register-title" title="Crea tu cuenta">
      <p className="uf-lead">La cuenta la crea una persona adulta (madre, padre o tutor legal). Tu hijo o hija no necesita correo ni contraseña.</p>
      <Form
        form={form}
        className="uf-form"
        onSubmit={submit}
        onInvalid={(errors) => {
          if (errors.age?.message === AGE_ERROR.description) toast({ ...AGE_ERROR, variant: 'destructive' });
        }}
        onFailure={(error) => toast({ title: 'Error al crear cuenta', description: apiErrorMessage(error) ?? 'Intenta de nuevo', variant: 'destructive' })}
      >
        <TextField
          id="register-username"
          name="username"
          rule={R.username}
          label="Nombre de usuario"
          autoComplete="username"
          hint={`Al menos ${R.username.minLength.value} letras o números`}
        />
        <fieldset className="shell-auth__group">
          <legend>Tu hijo o hija</legend>
          <p className="uf-field__hint">Su nombre, apellido y edad. Será el primer perfil de la familia; luego podrás añadir más.</p>
          <div className="shell-auth__row">
            <TextField id="register-first-name" name="firstName" rule={R.firstName} label="Nombre" autoComplete="off" />
            <TextField id="register-last-name" name="lastName" rule={R.lastName} label="Apellido" autoComplete="off" />
          </div>
          <TextField id="register-age" name="age" rule={R.age} label="Edad" hint={`De ${R.age.min} a ${R.age.max} años`} />
        </fieldset>
        <fieldset className="shell-auth__group">
          <legend>Tú, la persona adulta</legend>
          <p className="uf-field__hint">Madre, padre o tutor legal: el correo y la contraseña son tuyos.</p>
          <TextField id="register-email" name="email" rule={R.email} label="Correo electrónico" type="email" autoComplete="email" />
          <TextField
            id="register-password"
            name="password"
            rule={R.password}
            validate={commonPasswordCheck}
            label="Contraseña"
            type="password"
            autoComplete="new-password"
            minLength={R.password.minLength.value}
            hint={`Al menos ${R.password.minLength.value} caracteres, ¡que sea secreta! Las más usadas, como 123456, no valen.`}
            onFocus={preloadCommonPasswords}
          />
          <PasswordStrengthHint id="register-password-strength" password={password} userInputs={[username, firstName, lastName, email]} />
          <CheckboxField id="register-adult" name="adultConfirmed" rule={R.adultConfirmed}>
            Soy la madre, el padre o el tutor legal de este niño o niña y tengo 18 años o más.
          </CheckboxField>
          <CheckboxField id="register-privacy" name="privacyAccepted" rule={R.privacyAccepted}>
            He leído y acepto el{' '}
            <Link to="/privacidad" target="_blank" rel="noopener">
              aviso de privacidad y tratamiento de datos
            </Link>{' '}
            (versión {PRIVACY_NOTICE_VERSION}), también en nombre de mi hijo o hija.
          </CheckboxField>
        </fieldset>
        <FormProblem />
        <SubmitButton className="uf-button uf-button--accent">Crear cuenta</SubmitButton>
      </Form>
      <p className="shell-auth__switch">
        ¿Ya tienes cuenta? <Link to="/login">Inicia sesión</Link>
      </p>
    </AuthCard>
  );
}
