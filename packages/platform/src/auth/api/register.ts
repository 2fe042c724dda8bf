import { type ApiAnswer, type ApiBody, apiRequest } from '../../api/apiRequest';
import { baseApi } from '../../api/baseApi';
import { currentUserApi, userFromAuthResponse } from './getCurrentUser';

export const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<ApiAnswer<'post', '/api/auth/register'>, ApiBody<'post', '/api/auth/register'>>({
      query: (registration) => apiRequest('post', '/api/auth/register', { body: registration }),
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
