import { type ApiAnswer, type ApiBody, apiRequest } from '../../api/apiRequest';
import { baseApi } from '../../api/baseApi';
import { refetchSessionDataUnlessFailed, storeSignedInUser } from './sessionChange';

export const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<ApiAnswer<'post', '/api/auth/register'>, ApiBody<'post', '/api/auth/register'>>({
      query: (registration) => apiRequest('post', '/api/auth/register', { body: registration }),
      onQueryStarted: storeSignedInUser,
      invalidatesTags: refetchSessionDataUnlessFailed,
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
