import type { Child, ChildRequest, ChildrenResponse } from '@universo/contracts';
import { baseApi } from '../api/baseApi';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Children'] });

/**
 * The family's children and who is playing (svc-content, /api/children). Choosing who plays also
 * invalidates `Session`: every page that shows the child's profile, progress or drawings reloads.
 */
export const childrenApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChildren: build.query<ChildrenResponse, void>({
      query: () => '/api/children',
      providesTags: ['Children', 'Session'],
    }),
    addChild: build.mutation<Child, ChildRequest>({
      query: (body) => ({ url: '/api/children', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Children', 'Session']),
    }),
    updateChild: build.mutation<Child, { id: string; change: Partial<ChildRequest> }>({
      query: ({ id, change }) => ({ url: `/api/children/${encodeURIComponent(id)}`, method: 'PATCH', body: change }),
      invalidatesTags: (_result, error) => (error ? [] : ['Children', 'Session']),
    }),
    deleteChild: build.mutation<void, string>({
      query: (id) => ({ url: `/api/children/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Children', 'Session']),
    }),
    playChild: build.mutation<ChildrenResponse, string>({
      query: (id) => ({ url: `/api/children/${encodeURIComponent(id)}/play`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Children', 'Session']),
    }),
  }),
});

export const { useGetChildrenQuery, useAddChildMutation, useUpdateChildMutation, useDeleteChildMutation, usePlayChildMutation } = childrenApi;
