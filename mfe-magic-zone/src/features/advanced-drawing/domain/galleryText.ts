import { DRAWING_LIMITS } from '@universo/contracts';

const DATE_FORMAT = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Bogota',
});

/** How a saved drawing is named to screen readers and on its buttons: "Dibujo del 3 de mayo de 2026 a las 4:05 p. m.". */
export function drawingLabel(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? 'Dibujo' : `Dibujo del ${DATE_FORMAT.format(date).replace(/\s/g, ' ')}`;
}

/** "3 de 200 dibujos guardados". */
export function galleryCountText(count: number, limit: number): string {
  return `${count} de ${limit} ${limit === 1 ? 'dibujo guardado' : 'dibujos guardados'}`;
}

/** Whether the gallery has room for one more. */
export function galleryIsFull(count: number, limit: number): boolean {
  return count >= limit;
}

/** Whether a PNG is small enough for the server; a bigger one is refused before it is sent. */
export function fitsUpload(bytes: number): boolean {
  return bytes > 0 && bytes <= DRAWING_LIMITS.maxBytes;
}

/** The file name of a downloaded drawing: "mi-dibujo-2026-05-03-1605.png" (the family's local time). */
export function downloadName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `mi-dibujo-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}.png`;
}
