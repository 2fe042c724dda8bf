import { type ApiAnswer, type ApiBody, apiRequest } from '../../api/apiRequest';
import { baseApi } from '../../api/baseApi';
import { currentUserApi, userFromAuthResponse } from './getCurrentUser';

export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ApiAnswer<'post', '/api/auth/login'>, ApiBody<'post', '/api/auth/login'>>({
      query: (credentials) => apiRequest('post', '/api/auth/login', { body: credentials }),
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
