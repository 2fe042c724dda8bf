import { checkoutSelection, parseCheckoutQuery } from './checkoutSelection';
import { SAMPLE_PRODUCTS } from './sampleProducts';

describe('parseCheckoutQuery', () => {
  it('reads the link the shop builds', () => {
    expect(parseCheckoutQuery('?product=2&amount=49.99')).toEqual({ productId: 2, amount: '49.99' });
    expect(parseCheckoutQuery(new URLSearchParams({ product: '17', amount: '0.05' }))).toEqual({ productId: 17, amount: '0.05' });
  });

  it('keeps a valid product without its amount', () => {
    expect(parseCheckoutQuery('?product=2')).toEqual({ productId: 2, amount: null });
    expect(parseCheckoutQuery('?product=2&amount=49,99')).toEqual({ productId: 2, amount: null });
    expect(parseCheckoutQuery('?product=2&amount=-1.00')).toEqual({ productId: 2, amount: null });
    expect(parseCheckoutQuery('?product=2&amount=1e3')).toEqual({ productId: 2, amount: null });
  });

  it('ignores garbage', () => {
    for (const search of [
      '',
      '?amount=49.99',
      '?product=',
      '?product=0',
      '?product=-2',
      '?product=2.5',
      '?product=02',
      '?product=abc',
      '?product=%3Cscript%3E',
      '?product=12345678901',
      '?product=1%200',
    ]) {
      expect(parseCheckoutQuery(search)).toBeNull();
    }
  });
});

describe('checkoutSelection', () => {
  it('names the product and shows the catalogue price, not the one in the link', () => {
    expect(checkoutSelection({ productId: 2, amount: '0.01' }, SAMPLE_PRODUCTS)).toEqual({ name: 'Kit Emprendedor Mágico', price: 'US$\u00a049,99' });
  });

  it('shows nothing for a product that is not in the catalogue, or no query', () => {
    expect(checkoutSelection({ productId: 999, amount: '49.99' }, SAMPLE_PRODUCTS)).toBeNull();
    expect(checkoutSelection(null, SAMPLE_PRODUCTS)).toBeNull();
  });
});
