import { type ApiAnswer, type ApiRequestError, apiRequest, baseApi, SUBSCRIPTION_STATUS_TAG } from '@universo/platform';
import { uploadDrawing } from './uploadDrawing';

/** `Drawings`: the child's gallery; a saved or deleted drawing refreshes it. */
const galleryApi = baseApi.enhanceEndpoints({ addTagTypes: ['Drawings'] });

/**
 * The child's private gallery (svc-content, premium item `advanced-drawing`). The list depends on
 * who is looking and on their plan, so login, logout or a payment asks again; it is not kept once
 * nobody shows it (a plan that ended is not shown from memory).
 */
export const drawingsApi = galleryApi.injectEndpoints({
  endpoints: (build) => ({
    getDrawings: build.query<ApiAnswer<'get', '/api/axxon/drawings'>, void>({
      query: () => apiRequest('get', '/api/axxon/drawings'),
      providesTags: ['Drawings', 'Session', SUBSCRIPTION_STATUS_TAG],
      keepUnusedDataFor: 0,
    }),
    saveDrawing: build.mutation<ApiAnswer<'post', '/api/axxon/drawings'>, Blob>({
      queryFn: (png) => uploadDrawing(png),
      invalidatesTags: (saved, error: ApiRequestError | undefined) => (saved || error?.status === 409 ? ['Drawings'] : []),
    }),
    deleteDrawing: build.mutation<ApiAnswer<'delete', '/api/axxon/drawings/{id}'>, string>({
      query: (id) => apiRequest('delete', '/api/axxon/drawings/{id}', { path: { id } }),
      invalidatesTags: ['Drawings'],
    }),
  }),
});

export const { useGetDrawingsQuery, useSaveDrawingMutation, useDeleteDrawingMutation } = drawingsApi;
