import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readProductsFile } from './products.seed';

describe('products data file', () => {
  const products = readProductsFile();

  it('holds the three sample products of the shop, the kit second', () => {
    const ordered = [...products].sort((a, b) => a.position - b.position);
    expect(ordered.map((p) => [p.type, p.price])).toEqual([
      ['book', 2999],
      ['kit', 4999],
      ['digital', 1999],
    ]);
  });

  it('has unique slugs and positions and some features for every product', () => {
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.position)).size).toBe(products.length);
    for (const p of products) expect(p.features.length).toBeGreaterThan(0);
  });

  it('refuses a malformed file with the row and the problem', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'products-')), 'products.json');
    writeFileSync(file, JSON.stringify([{ ...products[0], price: 29.99 }]));
    expect(() => readProductsFile(file)).toThrow(/producto 1: price/);
  });
});
