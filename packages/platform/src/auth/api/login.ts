import type { LoginRequest } from '@universo/contracts';
import { baseApi } from '../../api/baseApi';
import { currentUserApi, userFromAuthResponse } from './getCurrentUser';

export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<unknown, LoginRequest>({
      query: (credentials) => ({ url: '/api/auth/login', method: 'POST', body: credentials }),
      async onQueryStarted(_credentials, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        const user = userFromAuthResponse(data);
        if (user) dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, user));
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Session']),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
