import { type ApiPlainReadPath, apiRequest, baseApi } from '@universo/platform';

/**
 * The child's learning data (svc-content `/api/axxon/*`). `ChildProfile`, `ChildDashboard` and
 * `ChildRewards` are refreshed by a saved profile or a recorded progress event; every query also
 * provides the platform's `Session` tag, so logging in or out refreshes them too.
 */
export const LEARNING_TAGS = ['ChildProfile', 'ChildDashboard', 'ChildRewards'] as const;

export const learningApi = baseApi.enhanceEndpoints({ addTagTypes: LEARNING_TAGS });

/** A read of the child's learning data (a GET without parameters), refreshed with its own tag and with the session. */
export function childDataQuery(path: ApiPlainReadPath, tag: (typeof LEARNING_TAGS)[number]) {
  return { query: () => apiRequest('get', path), providesTags: [tag, 'Session' as const] };
}
