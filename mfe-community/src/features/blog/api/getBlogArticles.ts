import { type ApiAnswer, apiRequest } from '@universo/platform';
import { communityApi } from '../../../shared/communityApi';

/** GET /api/blog: published articles for parents and educators, newest first (spec section 7). */
export const getBlogArticlesApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogArticles: build.query<ApiAnswer<'get', '/api/blog'>, void>({ query: () => apiRequest('get', '/api/blog') }),
  }),
});

export const { useGetBlogArticlesQuery } = getBlogArticlesApi;
