// Address confirmation and password reset (svc-auth, /api/auth/...). Answers never say whether
// an address has an account.

/** A mail link's token: 32 random bytes, base64url (43 characters); svc-auth makes them, the shell reads them from the link. */
export const ACCOUNT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/auth/confirm-email and POST /api/auth/password-reset/confirm body. */
export interface TokenRequest {
  token: string;
}

/** POST /api/auth/password-reset body. */
export interface PasswordResetRequest {
  email: string;
}

/** POST /api/auth/password-reset/confirm body: the new password follows the registration's rules. */
export interface PasswordResetConfirmRequest extends TokenRequest {
  password: string;
}

/**
 * The answer of an account action that is only a Spanish sentence to show: the four account-mail
 * endpoints, the password check before an export or erasure, and logging out everywhere.
 */
export interface AccountMessageResponse {
  message: string;
}
