/** A newsletter subscription: double opt-in (pending until the e-mail's link is opened). */
export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** At most one e-mail to an address in this time, however often it is subscribed (no mail bombing). */
export const EMAIL_RESEND_MINUTES = 10;
/** How long a confirmation link works. */
export const CONFIRM_TOKEN_DAYS = 7;

export type SubscribeDecision = 'sendConfirmation' | 'sendAlreadySubscribed' | 'nothing';

/**
 * What subscribing an address does, given its row (always there: created pending on the first
 * request). The answer to the visitor is the same in every case, so it never tells whether the
 * address was subscribed; only the mailbox's owner learns it, by e-mail. Pure.
 */
export function decideSubscribe(current: { status: NewsletterStatus; lastEmailAt: Date | null }, now: Date): SubscribeDecision {
  // Only the address's owner (with the unsubscribe link) can have made it "unsubscribed".
  if (current.status === 'unsubscribed') return 'sendConfirmation';
  if (current.lastEmailAt && now.getTime() - current.lastEmailAt.getTime() < EMAIL_RESEND_MINUTES * 60_000) return 'nothing';
  return current.status === 'confirmed' ? 'sendAlreadySubscribed' : 'sendConfirmation';
}

export type ConfirmDecision = 'confirm' | 'alreadyConfirmed' | 'invalid';

/** Opening the confirmation link: idempotent once confirmed; expired or unknown links do nothing. Pure. */
export function decideConfirm(current: { status: NewsletterStatus; confirmTokenExpiresAt: Date | null } | null, now: Date): ConfirmDecision {
  if (!current) return 'invalid';
  if (current.status === 'confirmed') return 'alreadyConfirmed';
  if (current.status === 'pending' && current.confirmTokenExpiresAt && current.confirmTokenExpiresAt.getTime() > now.getTime()) return 'confirm';
  return 'invalid';
}

export type UnsubscribeDecision = 'unsubscribe' | 'alreadyUnsubscribed' | 'invalid';

/** Opening the unsubscribe link: works from any state, idempotent. Pure. */
export function decideUnsubscribe(current: { status: NewsletterStatus } | null): UnsubscribeDecision {
  if (!current) return 'invalid';
  return current.status === 'unsubscribed' ? 'alreadyUnsubscribed' : 'unsubscribe';
}
