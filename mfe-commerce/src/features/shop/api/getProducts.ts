import { type ApiAnswer, apiRequest, baseApi } from '@universo/platform';

/** GET /api/products: the shop's products (spec section 7). */
export const getProductsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ApiAnswer<'get', '/api/products'>, void>({ query: () => apiRequest('get', '/api/products') }),
  }),
});

export const { useGetProductsQuery } = getProductsApi;
