import type { ChapterContentResponse } from '@universo/contracts';
import { baseApi } from '@universo/platform';

export interface ChapterArgs {
  bookId: number;
  chapterNumber: number;
}

/** GET /api/books/:id/chapters/:number: one chapter's texts, audio and place in its book. */
export const getChapterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChapter: build.query<ChapterContentResponse, ChapterArgs>({
      query: ({ bookId, chapterNumber }) => `/api/books/${bookId}/chapters/${chapterNumber}`,
    }),
  }),
});

export const { useGetChapterQuery, usePrefetch: usePrefetchChapter } = getChapterApi;
