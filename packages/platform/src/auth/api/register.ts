import type { RegisterRequest } from '@universo/contracts';
import { baseApi } from '../../api/baseApi';
import { currentUserApi, userFromAuthResponse } from './getCurrentUser';

export const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<unknown, RegisterRequest>({
      query: (registration) => ({ url: '/api/auth/register', method: 'POST', body: registration }),
      async onQueryStarted(_registration, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        const user = userFromAuthResponse(data);
        if (user) dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, user));
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Session']),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
