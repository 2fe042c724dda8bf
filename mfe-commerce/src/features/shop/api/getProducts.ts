import type { Product } from '@universo/contracts';
import { baseApi } from '@universo/platform';

/** GET /api/products: the shop's products (spec section 7). */
export const getProductsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], void>({ query: () => '/api/products' }),
  }),
});

export const { useGetProductsQuery } = getProductsApi;
