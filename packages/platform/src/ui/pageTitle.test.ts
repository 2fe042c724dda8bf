import { pageTitle, SITE_NAME } from './pageTitle';

describe('pageTitle', () => {
  it("ends every screen's title with the site's name", () => {
    expect(pageTitle('Zona Mágica')).toBe('Zona Mágica · Universo de Francesca');
  });

  it('puts the most precise part first', () => {
    expect(pageTitle('El Cofre de las Ideas', 'El Viaje de Francesca')).toBe('El Cofre de las Ideas · El Viaje de Francesca · Universo de Francesca');
  });

  it("gives the home page the site's name alone, never twice", () => {
    expect(pageTitle()).toBe(SITE_NAME);
    expect(pageTitle(SITE_NAME)).toBe(SITE_NAME);
    expect(pageTitle(undefined, 'Tienda Mágica')).toBe('Tienda Mágica · Universo de Francesca');
    expect(pageTitle('  ')).toBe(SITE_NAME);
  });
});
