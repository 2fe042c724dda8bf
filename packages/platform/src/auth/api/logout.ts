import { type ApiAnswer, apiRequest } from '../../api/apiRequest';
import { baseApi } from '../../api/baseApi';
import { refetchSessionDataUnlessFailed, storeSignedOut } from './sessionChange';

export const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<ApiAnswer<'post', '/api/auth/logout'>, void>({
      query: () => apiRequest('post', '/api/auth/logout'),
      onQueryStarted: storeSignedOut,
      invalidatesTags: refetchSessionDataUnlessFailed,
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
