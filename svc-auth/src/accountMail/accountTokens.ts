export type AccountTokenPurpose = 'confirm-email' | 'password-reset';

/** How long a link works: the confirmation two days, a password reset one hour. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'confirm-email': 48 * 60 * 60_000,
  'password-reset': 60 * 60_000,
};

/** A new link is not sent to the same account sooner than this after the last one (no mail bombing). */
export const RESEND_AFTER_MS = 60_000;

export interface StoredToken {
  purpose: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Whether a stored token still opens its door: the right purpose, unused, not expired. Pure. */
export function tokenUsable(token: StoredToken | null, purpose: AccountTokenPurpose, now: Date): boolean {
  return token !== null && token.purpose === purpose && token.usedAt === null && token.expiresAt.getTime() > now.getTime();
}

/** Whether another mail may go out, given when the last link of that kind was made. Pure. */
export function maySendAgain(lastIssuedAt: Date | null, now: Date): boolean {
  return lastIssuedAt === null || now.getTime() - lastIssuedAt.getTime() >= RESEND_AFTER_MS;
}
