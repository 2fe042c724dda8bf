import { type ApiAnswer, type ApiBody, apiRequest } from '../api/apiRequest';
import { baseApi } from '../api/baseApi';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Children'] });

/**
 * The family's children and who is playing (svc-content, /api/children). Choosing who plays also
 * invalidates `Session`: every page that shows the child's profile, progress or drawings reloads.
 */
export const childrenApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChildren: build.query<ApiAnswer<'get', '/api/children'>, void>({
      query: () => apiRequest('get', '/api/children'),
      providesTags: ['Children', 'Session'],
    }),
    addChild: build.mutation<ApiAnswer<'post', '/api/children'>, ApiBody<'post', '/api/children'>>({
      query: (body) => apiRequest('post', '/api/children', { body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Children', 'Session']),
    }),
    updateChild: build.mutation<ApiAnswer<'patch', '/api/children/{id}'>, { id: string; change: ApiBody<'patch', '/api/children/{id}'> }>({
      query: ({ id, change }) => apiRequest('patch', '/api/children/{id}', { path: { id }, body: change }),
      invalidatesTags: (_result, error) => (error ? [] : ['Children', 'Session']),
    }),
    deleteChild: build.mutation<ApiAnswer<'delete', '/api/children/{id}'>, string>({
      query: (id) => apiRequest('delete', '/api/children/{id}', { path: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Children', 'Session']),
    }),
    playChild: build.mutation<ApiAnswer<'post', '/api/children/{id}/play'>, string>({
      query: (id) => apiRequest('post', '/api/children/{id}/play', { path: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Children', 'Session']),
    }),
  }),
});

export const { useGetChildrenQuery, useAddChildMutation, useUpdateChildMutation, useDeleteChildMutation, usePlayChildMutation } = childrenApi;
