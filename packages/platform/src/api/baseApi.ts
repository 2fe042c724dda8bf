import { createApi } from '@reduxjs/toolkit/query/react';
import { createApiBaseQuery } from './apiBaseQuery';

/**
 * The one RTK Query API of the site. Features add their endpoints with `baseApi.injectEndpoints`
 * (one file per operation) and their tags with `baseApi.enhanceEndpoints({ addTagTypes })`.
 *
 * Spec section 7: no retries, no refetch on focus or reconnect, no polling, and data never goes
 * stale unless an endpoint says otherwise (e.g. the current user, 5 minutes).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createApiBaseQuery(),
  /**
   * `Session`: anything that depends on who is logged in; login, register and logout invalidate it.
   * `SubscriptionStatus`: the plan of the logged-in family; a payment or a cancellation invalidates
   * it (`invalidateSubscriptionStatus()`). `ChatMessages`: one conversation, by session id.
   */
  tagTypes: ['Session', 'SubscriptionStatus', 'ChatMessages'],
  endpoints: () => ({}),
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
});
