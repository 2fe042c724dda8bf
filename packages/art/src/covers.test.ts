import { characterPortrait } from './characters';
import { bookCover, coverForProductName } from './covers';

describe('bookCover / coverForProductName', () => {
  it('gives a sized cover with its Spanish description for each book, none for a generated one', () => {
    expect(bookCover(3)).toEqual({ src: 'illustration.svg', alt: expect.stringContaining('Maya y el Jardín del Ahorro'), width: 240, height: 320 });
    expect(bookCover(99)).toBeUndefined();
  });

  it("finds the cover of the book a product sells, by the book's title", () => {
    expect(coverForProductName('Libro: El Viaje de Francesca')?.alt).toMatch(/^Portada de «El Viaje de Francesca»/);
    expect(coverForProductName('Kit Emprendedor Mágico')).toBeUndefined();
  });
});

describe('characterPortrait', () => {
  it('gives each character a square portrait described by name', () => {
    expect(characterPortrait('don_ramon')).toMatchObject({ width: 160, height: 160, alt: expect.stringMatching(/^Don Ramón, /) });
  });
});
