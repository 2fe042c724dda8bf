import { DRAWING_LIMITS } from '@universo/contracts';
import { downloadName, drawingLabel, fitsUpload, galleryCountText, galleryIsFull } from './galleryText';

describe('gallery texts', () => {
  it('names a drawing by its date in Bogotá, in Spanish', () => {
    expect(drawingLabel('2026-05-03T21:05:00.000Z')).toMatch(/^Dibujo del 3 de mayo de 2026\D+4:05/);
    expect(drawingLabel('no es una fecha')).toBe('Dibujo');
  });

  it('counts the drawings against the limit', () => {
    expect(galleryCountText(3, 200)).toBe('3 de 200 dibujos guardados');
    expect(galleryCountText(0, 200)).toBe('0 de 200 dibujos guardados');
    expect(galleryIsFull(199, 200)).toBe(false);
    expect(galleryIsFull(200, 200)).toBe(true);
  });

  it('refuses an empty or too heavy PNG before sending it', () => {
    expect(fitsUpload(0)).toBe(false);
    expect(fitsUpload(1)).toBe(true);
    expect(fitsUpload(DRAWING_LIMITS.maxBytes)).toBe(true);
    expect(fitsUpload(DRAWING_LIMITS.maxBytes + 1)).toBe(false);
  });

  it('names a download with the local date and time', () => {
    expect(downloadName(new Date(2026, 4, 3, 16, 5))).toBe('mi-dibujo-2026-05-03-1605.png');
  });
});
