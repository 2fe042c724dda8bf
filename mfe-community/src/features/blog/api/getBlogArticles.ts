import type { BlogArticle } from '@universo/contracts';
import { baseApi } from '@universo/platform';

/** GET /api/blog: articles for parents and educators (spec section 7). */
export const getBlogArticlesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogArticles: build.query<BlogArticle[], void>({ query: () => '/api/blog' }),
  }),
});

export const { useGetBlogArticlesQuery } = getBlogArticlesApi;
