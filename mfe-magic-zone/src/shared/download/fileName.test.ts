import { safeFileNamePart } from './fileName';

describe('safeFileNamePart', () => {
  it('keeps accents and single spaces', () => {
    expect(safeFileNamePart('  Limonada   Mágica ', 'plan')).toBe('Limonada Mágica');
  });
  it('drops characters no system accepts', () => {
    expect(safeFileNamePart('Galletas: ¿sí/no?*', 'plan')).toBe('Galletas ¿síno');
    expect(safeFileNamePart('..oculto', 'plan')).toBe('oculto');
  });
  it('falls back when nothing is left, and stays short', () => {
    expect(safeFileNamePart('???', 'plan')).toBe('plan');
    expect(safeFileNamePart('a'.repeat(100), 'plan')).toHaveLength(60);
  });
});
