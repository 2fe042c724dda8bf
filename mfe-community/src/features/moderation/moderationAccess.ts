import { formatColombianDateTime } from '@universo/contracts';
import type { User } from '@universo/platform/api/auth';

/** Who is looking at /moderacion: only admins see the tools (the services check it again). */
export type ModerationAccess = 'checking' | 'visitor' | 'family' | 'admin';

/** From the current-user read: undefined while it loads, null when logged out. Pure. */
export function moderationAccess(user: Pick<User, 'role'> | null | undefined): ModerationAccess {
  if (user === undefined) return 'checking';
  if (user === null) return 'visitor';
  return user.role === 'admin' ? 'admin' : 'family';
}

export const ADMINS_ONLY = 'Esta página es solo para administradores.';

/** When a post or message arrived, as it was in Colombia ("14 de noviembre de 2026, 9:30 a. m."); empty when unreadable. Pure. */
export function receivedAt(isoDate: string): string {
  return formatColombianDateTime(isoDate) ?? '';
}

/** "Página 2 de 5" (never "de 0"). Pure. */
export function pageLabel(page: number, totalPages: number): string {
  return `Página ${page} de ${Math.max(1, totalPages)}`;
}
