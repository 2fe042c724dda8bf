import type { User } from '@universo/contracts';

/** Who is looking at /moderacion: only admins see the tools (the services check it again). */
export type ModerationAccess = 'checking' | 'visitor' | 'family' | 'admin';

/** From the current-user read: undefined while it loads, null when logged out. Pure. */
export function moderationAccess(user: Pick<User, 'role'> | null | undefined): ModerationAccess {
  if (user === undefined) return 'checking';
  if (user === null) return 'visitor';
  return user.role === 'admin' ? 'admin' : 'family';
}

export const ADMINS_ONLY = 'Esta página es solo para administradores.';

// A moment shown as it was in Colombia, e.g. "14 de noviembre de 2026 a las 9:30 a. m.".
const dateTimeFormat = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Bogota' });

/** When a post or message arrived, in Spanish; empty when unreadable. Pure. */
export function receivedAt(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** "Página 2 de 5" (never "de 0"). Pure. */
export function pageLabel(page: number, totalPages: number): string {
  return `Página ${page} de ${Math.max(1, totalPages)}`;
}
