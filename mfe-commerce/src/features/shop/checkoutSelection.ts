import type { Product } from '@universo/platform/api/billing';
import { formatPrice } from './productDisplay';

export interface CheckoutQuery {
  productId: number;
  /** As the link wrote it ("49.99"); informative only, the catalogue's price is the truth. */
  amount: string | null;
}

const PRODUCT_ID = /^[1-9]\d{0,8}$/;
const AMOUNT = /^\d{1,7}\.\d{2}$/;

/**
 * Reads `/checkout?product={id}&amount={price with 2 decimals}` (spec section 2). Anything
 * malformed is ignored: no product, or a product without its amount.
 */
export function parseCheckoutQuery(search: string | URLSearchParams): CheckoutQuery | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const product = params.get('product');
  if (product === null || !PRODUCT_ID.test(product)) return null;
  const amount = params.get('amount');
  return { productId: Number(product), amount: amount !== null && AMOUNT.test(amount) ? amount : null };
}

export interface CheckoutSelection {
  name: string;
  price: string;
}

/** The chosen product as the catalogue knows it, or null when the link names none of ours. */
export function checkoutSelection(query: CheckoutQuery | null, products: readonly Product[]): CheckoutSelection | null {
  if (!query) return null;
  const product = products.find((candidate) => candidate.id === query.productId);
  return product ? { name: product.name, price: formatPrice(product.price, product.currency) } : null;
}
