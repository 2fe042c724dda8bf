import { type ApiAnswer, apiRequest } from '../../api/apiRequest';
import { baseApi } from '../../api/baseApi';
import { currentUserApi } from './getCurrentUser';

export const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<ApiAnswer<'post', '/api/auth/logout'>, void>({
      query: () => apiRequest('post', '/api/auth/logout'),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, null));
      },
      // Everything cached for the previous user (subscription, dashboard...) is fetched again.
      invalidatesTags: (_result, error) => (error ? [] : ['Session']),
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
