import { PASSWORD_MIN_MESSAGE, passwordProblem, PRIVACY_NOTICE_VERSION } from '@universo/contracts';
import type { LoginDto as LoginRequest, RegisterDto as RegisterRequest } from '@universo/platform/api/auth';

export { PASSWORD_MIN_LENGTH } from '@universo/contracts';

/** Spec section 5 and 9. */
export const USERNAME_MIN_LENGTH = 3;
export const REGISTER_AGE_MIN = 6;
export const REGISTER_AGE_MAX = 10;

export const REQUIRED_MESSAGE = 'Este campo es obligatorio';
export const EMAIL_MESSAGE = 'Escribe un correo electrónico válido';
export const USERNAME_MESSAGE = `Mínimo ${USERNAME_MIN_LENGTH} caracteres`;
export const PASSWORD_MESSAGE = PASSWORD_MIN_MESSAGE;
/** Spec section 8: the toast shown for an age outside 6 to 10. */
export const AGE_ERROR = { title: 'Edad inválida', description: 'La edad debe ser entre 6 y 10 años' } as const;

/** The adult's two required checkboxes (the service refuses a registration without them). */
export const ADULT_CONFIRMATION_MESSAGE = 'Confirma que eres la persona adulta responsable y que tienes 18 años o más';
export const PRIVACY_MESSAGE = 'Para crear la cuenta debes aceptar el aviso de privacidad';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type Validation<Field extends string, Request> = { ok: true; request: Request } | { ok: false; errors: FieldErrors<Field> };

export interface LoginValues {
  email: string;
  password: string;
}

export interface RegisterValues {
  username: string;
  firstName: string;
  lastName: string;
  /** As typed in the form. */
  age: string;
  email: string;
  password: string;
  /** The adult confirms being the child's mother, father or legal guardian, 18 or older. */
  adultConfirmed: boolean;
  /** The adult accepts the data-processing notice of `PRIVACY_NOTICE_VERSION`. */
  privacyAccepted: boolean;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The age as a whole number from 6 to 10, or undefined. */
export function parseRegisterAge(text: string): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const age = Number(text);
  return age >= REGISTER_AGE_MIN && age <= REGISTER_AGE_MAX ? age : undefined;
}

/** Login: email and password are required. */
export function validateLogin(values: LoginValues): Validation<keyof LoginValues, LoginRequest> {
  const errors: FieldErrors<keyof LoginValues> = {};
  const email = values.email.trim();
  if (!email) errors.email = REQUIRED_MESSAGE;
  if (!values.password) errors.password = REQUIRED_MESSAGE;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { email, password: values.password } };
}

/**
 * Register: username min 3, the first child's names and age (6 to 10) required, the adult's email
 * and password (the shared rule: min 6 and not a common one, when the list is loaded), and the
 * adult's two consents.
 */
export function validateRegister(
  values: RegisterValues,
  commonPasswords: ReadonlySet<string> | null = null,
): Validation<keyof RegisterValues, RegisterRequest> {
  const errors: FieldErrors<keyof RegisterValues> = {};
  const username = values.username.trim();
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const email = values.email.trim();

  if (!username) errors.username = REQUIRED_MESSAGE;
  else if (username.length < USERNAME_MIN_LENGTH) errors.username = USERNAME_MESSAGE;
  if (!firstName) errors.firstName = REQUIRED_MESSAGE;
  if (!lastName) errors.lastName = REQUIRED_MESSAGE;
  const age = parseRegisterAge(values.age);
  if (!values.age.trim()) errors.age = REQUIRED_MESSAGE;
  else if (age === undefined) errors.age = AGE_ERROR.description;
  if (!email) errors.email = REQUIRED_MESSAGE;
  else if (!EMAIL_PATTERN.test(email)) errors.email = EMAIL_MESSAGE;
  const passwordError = values.password ? passwordProblem(values.password, commonPasswords) : REQUIRED_MESSAGE;
  if (passwordError) errors.password = passwordError;
  if (!values.adultConfirmed) errors.adultConfirmed = ADULT_CONFIRMATION_MESSAGE;
  if (!values.privacyAccepted) errors.privacyAccepted = PRIVACY_MESSAGE;

  if (Object.keys(errors).length > 0 || age === undefined) return { ok: false, errors };
  return {
    ok: true,
    request: {
      username,
      email,
      password: values.password,
      firstName,
      lastName,
      age,
      adultConfirmed: true,
      privacyAccepted: true,
      privacyVersion: PRIVACY_NOTICE_VERSION,
    },
  };
}
