import { type ConsentKind, formatColombianDateTime } from '@universo/contracts';

/** What each consent given at registration says, as the adult reads it in /familia. */
export const CONSENT_LABELS: Record<ConsentKind, string> = {
  adult_confirmation: 'Confirmaste que eres la madre, el padre o el tutor legal y que tienes 18 años o más',
  privacy_notice: 'Aceptaste el aviso de tratamiento de datos',
};

/** A moment as families in Colombia read it ("25 de noviembre de 2026, 3:04 p. m."); empty when unreadable. */
export function formatMoment(iso: string): string {
  return formatColombianDateTime(iso) ?? '';
}

/**
 * A game's recorded result in one short line ("80 puntos · ahorrado: 30"): the points, then the
 * simple values the game recorded (numbers, texts, yes/no), in the order it wrote them.
 */
export function resultSummary(points: number | null, details: Record<string, unknown> | null): string {
  const parts: string[] = [];
  if (points !== null) parts.push(`${points} ${points === 1 ? 'punto' : 'puntos'}`);
  for (const [key, value] of Object.entries(details ?? {})) {
    if (typeof value === 'number' || typeof value === 'string') parts.push(`${key}: ${value}`);
    else if (typeof value === 'boolean') parts.push(`${key}: ${value ? 'sí' : 'no'}`);
  }
  return parts.join(' · ');
}
