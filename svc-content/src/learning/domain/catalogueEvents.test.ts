import { premiumItemOfActivity } from './activityKeys';
import { catalogueEventOf } from './catalogueEvents';

describe('events the service prices from its catalogue', () => {
  it('a personalised challenge is worth its own points, whatever the client says', () => {
    expect(catalogueEventOf('challenge_completed', 'retos-personalizados', { challenge: 'p-pitch', age: 12 })).toEqual({
      event: { points: 225, key: 'p-pitch' },
    });
    expect(catalogueEventOf('challenge_completed', 'retos-personalizados', { challenge: 'p-alcancia-colores' })).toEqual({
      event: { points: 50, key: 'p-alcancia-colores' },
    });
  });

  it('a printable done at home is worth 30', () => {
    expect(catalogueEventOf('challenge_completed', 'biblioteca-completa', { resource: 'cuentas-con-monedas' })).toEqual({
      event: { points: 30, key: 'cuentas-con-monedas' },
    });
  });

  it('refuses an unknown or missing challenge or printable', () => {
    expect(catalogueEventOf('challenge_completed', 'retos-personalizados', { challenge: 'p-no-existe' })).toHaveProperty('problem');
    expect(catalogueEventOf('challenge_completed', 'retos-personalizados', undefined)).toHaveProperty('problem');
    expect(catalogueEventOf('challenge_completed', 'retos-personalizados', { challenge: 5 })).toHaveProperty('problem');
    expect(catalogueEventOf('challenge_completed', 'biblioteca-completa', { resource: 'nada' })).toHaveProperty('problem');
  });

  it('leaves every other event to the usual rules', () => {
    expect(catalogueEventOf('challenge_completed', 'retos', { challenge: 'p-pitch' })).toBeNull();
    expect(catalogueEventOf('game_finished', 'simulador', {})).toBeNull();
  });

  it('knows which activities are premium items', () => {
    expect(['simulador', 'inversion', 'estrategia', 'juegos-avanzados'].map(premiumItemOfActivity)).toEqual(Array(4).fill('advanced-games'));
    expect(premiumItemOfActivity('biblioteca-completa')).toBe('full-library');
    expect(premiumItemOfActivity('retos-personalizados')).toBe('personalised-challenges');
    expect(['gasta-ahorra', 'retos', 'book-1-chapter-2', 'nada'].map(premiumItemOfActivity)).toEqual(Array(4).fill(undefined));
  });
});
