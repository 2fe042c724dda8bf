import { type ApiAnswer, type ApiBody, apiRequest } from '../../api/apiRequest';
import { baseApi } from '../../api/baseApi';
import { refetchSessionDataUnlessFailed, storeSignedInUser } from './sessionChange';

export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ApiAnswer<'post', '/api/auth/login'>, ApiBody<'post', '/api/auth/login'>>({
      query: (credentials) => apiRequest('post', '/api/auth/login', { body: credentials }),
      onQueryStarted: storeSignedInUser,
      invalidatesTags: refetchSessionDataUnlessFailed,
    }),
  }),
});

export const { useLoginMutation } = loginApi;
