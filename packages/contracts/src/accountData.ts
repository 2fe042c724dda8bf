// The family's data rights (svc-auth: /api/account): export everything, delete everything.

/** Export and deletion need a sign-in at most this old, or the password again. */
export const FRESH_SIGN_IN_MINUTES = 15;

/** The 403 of an export or deletion whose sign-in is older than FRESH_SIGN_IN_MINUTES. */
export const REAUTH_REQUIRED_MESSAGE = 'Por seguridad, escribe de nuevo tu contraseña para continuar.';

/** POST /api/account/reauth and DELETE /api/account body: the adult's password. */
export interface AccountPasswordRequest {
  password: string;
}

/** DELETE /api/account answer (200). `pending`: the account is gone, a service finishes its part later. */
export interface AccountDeletionResponse {
  status: 'erased' | 'pending';
  message: string;
}

/** The name of the export file: `universo-de-francesca-datos-<YYYY-MM-DD>.json` (Bogotá's date). */
export function accountExportFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `universo-de-francesca-datos-${day}.json`;
}

/**
 * GET /api/account/export: one JSON file with what the four services keep about the family.
 * Each service's part is its own rows as stored (snake_case columns, ISO dates, images base64).
 */
export interface AccountExport {
  format: 'universo-de-francesca/datos-de-la-familia@1';
  exportedAt: string;
  /** svc-auth: the account (never the password hash), consents, sessions and other account records. */
  account: Record<string, unknown>;
  /** svc-content: children, progress, drawings, community posts, contact messages, newsletter, mails. */
  content: Record<string, unknown>;
  /** svc-chat: conversations. */
  chat: Record<string, unknown>;
  /** svc-billing: subscriptions with their history, refund requests. */
  billing: Record<string, unknown>;
}
