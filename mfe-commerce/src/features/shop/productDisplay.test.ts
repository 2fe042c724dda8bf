import type { Product } from '@universo/platform/api/billing';
import { buyLabel, checkoutHref, formatPrice, isMostPopular, priceInUnits, productsToShow } from './productDisplay';
import { SAMPLE_PRODUCTS } from './sampleProducts';

describe('prices', () => {
  it('shows cents divided by 100 with two decimals', () => {
    expect([2999, 5000, 5].map(priceInUnits)).toEqual(['29.99', '50.00', '0.05']);
    expect([formatPrice(4999), formatPrice(2999, 'USD'), formatPrice(7990000, 'COP')]).toEqual(['US$\u00a049,99', 'US$\u00a029,99', '$\u00a079.900,00']);
  });

  it('names the currency of every price', () => {
    for (const cents of [1, 1999, 123456]) expect(formatPrice(cents)).toMatch(/^US\$/);
  });

  it('builds the checkout link of spec section 2', () => {
    expect(checkoutHref({ id: 7, price: 1999 })).toBe('/checkout?product=7&amount=19.99');
  });
});

describe('buyLabel', () => {
  it('names the button by product type', () => {
    expect(buyLabel('book')).toBe('Comprar Libro');
    expect(buyLabel('kit')).toBe('Comprar Kit Completo');
    expect(buyLabel('digital')).toBe('Acceso Digital');
  });
});

describe('productsToShow', () => {
  const product: Product = { ...SAMPLE_PRODUCTS[0]!, id: 42, name: 'Del servidor' };

  it('shows the server products that are active', () => {
    expect(productsToShow([product, { ...product, id: 43, isActive: false }])).toEqual([product]);
  });

  it('falls back to the samples (2999, 4999, 1999) when empty or unreadable', () => {
    expect(productsToShow([])).toBe(SAMPLE_PRODUCTS);
    expect(productsToShow(undefined)).toBe(SAMPLE_PRODUCTS);
    expect(SAMPLE_PRODUCTS.map((p) => p.price)).toEqual([2999, 4999, 1999]);
  });

  it('marks the second card as the most popular', () => {
    expect([0, 1, 2].map(isMostPopular)).toEqual([false, true, false]);
  });
});
