import type { BlogArticle } from '@universo/contracts';
import { communityApi } from '../../../shared/communityApi';

/** GET /api/blog: published articles for parents and educators, newest first (spec section 7). */
export const getBlogArticlesApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogArticles: build.query<BlogArticle[], void>({ query: () => '/api/blog' }),
  }),
});

export const { useGetBlogArticlesQuery } = getBlogArticlesApi;
