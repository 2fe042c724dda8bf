import { passwordProblem, PRIVACY_NOTICE_VERSION, REGISTER_AGE_MESSAGE, wholeNumberOf } from '@universo/contracts';
import type { LoginDto as LoginRequest, RegisterDto as RegisterRequest } from '@universo/platform/api/auth';
import { commonPasswordsOrNull } from '../password/commonPasswordList';

// The account forms' values as typed and the requests they send. Their fields' rules are svc-auth's
// (REGISTER_RULES, LOGIN_RULES... in @universo/contracts), run by the field set as the adult types.

/** Spec section 8: the toast shown for an age outside 6 to 10. */
export const AGE_ERROR = { title: 'Edad inválida', description: REGISTER_AGE_MESSAGE } as const;

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

export const EMPTY_REGISTER: RegisterValues = {
  username: '',
  firstName: '',
  lastName: '',
  age: '',
  email: '',
  password: '',
  adultConfirmed: false,
  privacyAccepted: false,
};

/** Login: the e-mail trimmed, the password as typed. Pure. */
export function loginRequest(values: LoginValues): LoginRequest {
  return { email: values.email.trim(), password: values.password };
}

/** Register (spec section 3): trimmed texts, the age as a number, the notice version in force. Pure. */
export function registerRequest(values: RegisterValues): RegisterRequest {
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    age: wholeNumberOf(values.age) ?? Number.NaN,
    adultConfirmed: values.adultConfirmed,
    privacyAccepted: values.privacyAccepted,
    privacyVersion: PRIVACY_NOTICE_VERSION,
  };
}

/**
 * A new password is not one of the common ones (svc-auth's list, loaded while the adult types;
 * until it is, the service checks it alone). The length is the shared rule's part.
 */
export async function commonPasswordCheck(value: unknown): Promise<string | undefined> {
  return typeof value === 'string' ? (passwordProblem(value, await commonPasswordsOrNull()) ?? undefined) : undefined;
}
