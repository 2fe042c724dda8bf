import type { LoginRequest, RegisterRequest } from '@universo/contracts';

/** Spec section 5 and 9. */
export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const REGISTER_AGE_MIN = 6;
export const REGISTER_AGE_MAX = 10;

export const REQUIRED_MESSAGE = 'Este campo es obligatorio';
export const EMAIL_MESSAGE = 'Escribe un correo electrónico válido';
export const USERNAME_MESSAGE = `Mínimo ${USERNAME_MIN_LENGTH} caracteres`;
export const PASSWORD_MESSAGE = `Mínimo ${PASSWORD_MIN_LENGTH} caracteres`;
/** Spec section 8: the toast shown for an age outside 6 to 10. */
export const AGE_ERROR = { title: 'Edad inválida', description: 'La edad debe ser entre 6 y 10 años' } as const;

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type Validation<Field extends string, Request> =
  | { ok: true; request: Request }
  | { ok: false; errors: FieldErrors<Field> };

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

/** Register: username min 3, names and email required, age 6 to 10, password min 6. */
export function validateRegister(values: RegisterValues): Validation<keyof RegisterValues, RegisterRequest> {
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
  if (!values.password) errors.password = REQUIRED_MESSAGE;
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = PASSWORD_MESSAGE;

  if (Object.keys(errors).length > 0 || age === undefined) return { ok: false, errors };
  return { ok: true, request: { username, email, password: values.password, firstName, lastName, age } };
}
