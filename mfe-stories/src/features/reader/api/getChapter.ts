import { type ApiAnswer, apiRequest, baseApi } from '@universo/platform';

export interface ChapterArgs {
  bookId: number;
  chapterNumber: number;
}

/** GET /api/books/:id/chapters/:number: one chapter's texts, audio and place in its book. */
export const getChapterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChapter: build.query<ApiAnswer<'get', '/api/books/{id}/chapters/{number}'>, ChapterArgs>({
      query: ({ bookId, chapterNumber }) => apiRequest('get', '/api/books/{id}/chapters/{number}', { path: { id: bookId, number: chapterNumber } }),
    }),
  }),
});

export const { useGetChapterQuery, usePrefetch: usePrefetchChapter } = getChapterApi;
