/**
 * The retention policy written on /privacidad, as pure rules: what is due for deletion given
 * "now". Each service's worker deletes with the cutoffs computed here.
 */
export const MINUTE_MS = 60 * 1000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** Chat messages (families' and visitors') are deleted this long after they were written. */
export const CHAT_MESSAGE_MAX_AGE_DAYS = 30;
/** An account whose address was never confirmed is erased this long after registration. */
export const UNCONFIRMED_ACCOUNT_MAX_AGE_DAYS = 7;
/** A password-reset link works once and for this long; the token is deleted after either. */
export const RESET_TOKEN_MAX_AGE_MINUTES = 60;

/** Rows created at or before the cutoff are due. */
export function retentionCutoff(now: Date, maxAgeMs: number): Date {
  return new Date(now.getTime() - maxAgeMs);
}

export function chatMessageCutoff(now: Date): Date {
  return retentionCutoff(now, CHAT_MESSAGE_MAX_AGE_DAYS * DAY_MS);
}

export function isChatMessageDue(message: { createdAt: Date }, now: Date): boolean {
  return message.createdAt.getTime() <= chatMessageCutoff(now).getTime();
}

export function unconfirmedAccountCutoff(now: Date): Date {
  return retentionCutoff(now, UNCONFIRMED_ACCOUNT_MAX_AGE_DAYS * DAY_MS);
}

export function isUnconfirmedAccountDue(account: { createdAt: Date; emailConfirmedAt: Date | null }, now: Date): boolean {
  return account.emailConfirmedAt === null && account.createdAt.getTime() <= unconfirmedAccountCutoff(now).getTime();
}

export function resetTokenCutoff(now: Date): Date {
  return retentionCutoff(now, RESET_TOKEN_MAX_AGE_MINUTES * MINUTE_MS);
}

export function isResetTokenDue(token: { createdAt: Date; usedAt: Date | null }, now: Date): boolean {
  return token.usedAt !== null || token.createdAt.getTime() <= resetTokenCutoff(now).getTime();
}
