import { shownWhenQuiet } from './startOutput';

describe('npm start output without --verbose', () => {
  it.each([
    ['[build] ✓ packages/contracts', true],
    ['[stack] Aviso: mfe-stories no compila; se sirve lo que haya en su dist (detalles en x).', true],
    ['[stack] Aviso: svc-content terminó inesperadamente (código 1); se reinicia en 1 s (intento 1).', true],
    ['[stack] Aviso: svc-content se ha reiniciado y está listo.', true],
    // What only the log keeps.
    ['[svc-content] escuchando', false],
    ['[stack] svc-content listo en http://127.0.0.1:3002', false],
    ['[postgres] ready', false],
  ])('%p is shown: %p', (line, shown) => {
    expect(shownWhenQuiet(line)).toBe(shown);
  });
});
