import { DRAWING_LIMITS, formatColombianDateTime } from '@universo/contracts';

/** How a saved drawing is named to screen readers and on its buttons: "Dibujo del 3 de mayo de 2026 a las 4:05 p. m.". */
export function drawingLabel(createdAt: string): string {
  const moment = formatColombianDateTime(createdAt);
  return moment ? `Dibujo del ${moment.replace(/\s/g, ' ')}` : 'Dibujo';
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
