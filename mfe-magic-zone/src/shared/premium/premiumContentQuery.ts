import { type ApiPlainReadPath, apiRequest } from '@universo/platform';
import { PREMIUM_CONTENT_KEEP_SECONDS, PREMIUM_CONTENT_TAGS } from './PremiumSection';

/** How a premium section's query is cached: asked again on login, logout or a payment, and not kept once hidden. */
export const PREMIUM_CONTENT_CACHE = { providesTags: [...PREMIUM_CONTENT_TAGS], keepUnusedDataFor: PREMIUM_CONTENT_KEEP_SECONDS };

/** A premium section's read of a path without parameters, cached as PREMIUM_CONTENT_CACHE says. */
export function premiumContentQuery(path: ApiPlainReadPath) {
  return { query: () => apiRequest('get', path), ...PREMIUM_CONTENT_CACHE };
}
