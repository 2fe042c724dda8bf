import { shownWhenQuiet } from './startOutput';

describe('npm start output without --verbose', () => {
  it.each([
    '[build] ✓ packages/contracts',
    '[stack] Aviso: mfe-stories no compila; se sirve lo que haya en su dist (detalles en x).',
    '[stack] Aviso: svc-content terminó inesperadamente (código 1); se reinicia en 1 s (intento 1).',
    '[stack] Aviso: svc-content se ha reiniciado y está listo.',
  ])('shows %p', (line) => {
    expect(shownWhenQuiet(line)).toBe(true);
  });

  it.each(['[svc-content] escuchando', '[stack] svc-content listo en http://127.0.0.1:3002', '[postgres] ready'])('keeps %p in the log only', (line) => {
    expect(shownWhenQuiet(line)).toBe(false);
  });
});
