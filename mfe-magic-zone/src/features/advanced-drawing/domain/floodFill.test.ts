import { floodFill, hexToRgba, type Pixels, type Rgba } from './floodFill';

const WHITE: Rgba = [255, 255, 255, 255];
const BLACK: Rgba = [0, 0, 0, 255];
const RED: Rgba = [230, 57, 70, 255];

/** A sheet drawn from text: '#' black, '.' white, 'g' a light grey (an anti-aliased edge). */
function sheet(rows: string[]): Pixels {
  const width = rows[0]!.length;
  const data = new Uint8ClampedArray(width * rows.length * 4);
  rows.forEach((row, y) =>
    [...row].forEach((cell, x) => {
      const colour = cell === '#' ? BLACK : cell === 'g' ? [225, 225, 225, 255] : WHITE;
      data.set(colour, (y * width + x) * 4);
    }),
  );
  return { data, width, height: rows.length };
}

/** The sheet back as text: 'r' where the fill colour is. */
function picture(pixels: Pixels): string[] {
  const rows: string[] = [];
  for (let y = 0; y < pixels.height; y++) {
    let row = '';
    for (let x = 0; x < pixels.width; x++) {
      const at = (y * pixels.width + x) * 4;
      const [r, g, b] = [pixels.data[at], pixels.data[at + 1], pixels.data[at + 2]];
      row += r === 0 && g === 0 && b === 0 ? '#' : r === RED[0] && g === RED[1] && b === RED[2] ? 'r' : r === 225 ? 'g' : '.';
    }
    rows.push(row);
  }
  return rows;
}

describe('paint bucket', () => {
  it('fills the inside of a closed shape and nothing outside it', () => {
    const pixels = sheet(['........', '.######.', '.#....#.', '.#....#.', '.######.', '........']);
    expect(floodFill(pixels, 3, 2, RED)).toBe(8);
    expect(picture(pixels)).toEqual(['........', '.######.', '.#rrrr#.', '.#rrrr#.', '.######.', '........']);
  });

  it('fills around shapes and into every corner of an open area', () => {
    const pixels = sheet(['.....', '.#.#.', '..#..', '.#.#.', '.....']);
    expect(floodFill(pixels, 0, 0, RED)).toBe(20);
    expect(picture(pixels)).toEqual(['rrrrr', 'r#r#r', 'rr#rr', 'r#r#r', 'rrrrr']);
  });

  it('does not leak through diagonal gaps (four-way connected)', () => {
    const pixels = sheet(['.#..', '#...', '....']);
    expect(floodFill(pixels, 0, 0, RED)).toBe(1);
    expect(picture(pixels)[0]).toBe('r#..');
  });

  it('fills the soft edge a brush leaves, within the tolerance', () => {
    const pixels = sheet(['g..g', '.#..']);
    floodFill(pixels, 1, 0, RED);
    expect(picture(pixels)).toEqual(['rrrr', 'r#rr']);
    const strict = sheet(['g..g', '.#..']);
    floodFill(strict, 1, 0, RED, 0);
    expect(picture(strict)).toEqual(['grrg', '.#rr']);
  });

  it('fills a shape drawn in a colour, replacing that colour', () => {
    const pixels = sheet(['.##.', '.##.']);
    expect(floodFill(pixels, 1, 0, RED)).toBe(4);
    expect(picture(pixels)).toEqual(['.rr.', '.rr.']);
  });

  it('changes nothing when the area already has the colour, or the point is off the sheet', () => {
    const pixels = sheet(['..', '..']);
    expect(floodFill(pixels, 0, 0, WHITE)).toBe(0);
    expect(floodFill(pixels, -1, 0, RED)).toBe(0);
    expect(floodFill(pixels, 2, 0, RED)).toBe(0);
    expect(floodFill(pixels, 0, 5, RED)).toBe(0);
    expect(picture(pixels)).toEqual(['..', '..']);
  });

  it('accepts fractional points (a pointer between pixels)', () => {
    const pixels = sheet(['...', '...']);
    expect(floodFill(pixels, 1.7, 0.2, RED)).toBe(6);
  });

  it('fills a large sheet without recursion', () => {
    const width = 1200;
    const height = 900;
    const pixels = { data: new Uint8ClampedArray(width * height * 4).fill(255), width, height };
    expect(floodFill(pixels, 600, 450, RED)).toBe(width * height);
  });

  it('reads #rrggbb colours', () => {
    expect(hexToRgba('#E63946')).toEqual([230, 57, 70, 255]);
    expect(() => hexToRgba('rojo')).toThrow('Color no válido');
  });
});
