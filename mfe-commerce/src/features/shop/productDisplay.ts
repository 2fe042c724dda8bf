import { formatCents, PRODUCT_CURRENCY, type ProductType } from '@universo/contracts';
import type { Product } from '@universo/platform/api/billing';
import { SAMPLE_PRODUCTS } from './sampleProducts';

/** Spec section 3: prices are integer cents, shown divided by 100 with two decimals. */
export function priceInUnits(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * A product's price with its currency named, as families in Colombia read it: "US$ 29,99"
 * (two decimals, es-CO separators). A site priced in COP must never show a bare "$29.99".
 */
export function formatPrice(cents: number, currency: string = PRODUCT_CURRENCY): string {
  return formatCents(cents, currency);
}

/** Spec section 2: /checkout?product={id}&amount={price in units with 2 decimals}. */
export function checkoutHref(product: Pick<Product, 'id' | 'price'>): string {
  return `/checkout?product=${product.id}&amount=${priceInUnits(product.price)}`;
}

const BUY_LABELS: Record<ProductType, string> = {
  book: 'Comprar Libro',
  kit: 'Comprar Kit Completo',
  digital: 'Acceso Digital',
};

export function buyLabel(type: ProductType): string {
  return BUY_LABELS[type] ?? 'Comprar';
}

/** Spec section 7: when the list is empty or cannot be read, the built-in samples are shown. */
export function productsToShow(products: readonly Product[] | undefined): readonly Product[] {
  const active = (products ?? []).filter((product) => product.isActive);
  return active.length > 0 ? active : SAMPLE_PRODUCTS;
}

/** Spec section 2: the second card is marked '¡MÁS POPULAR!'. */
export function isMostPopular(index: number): boolean {
  return index === 1;
}
