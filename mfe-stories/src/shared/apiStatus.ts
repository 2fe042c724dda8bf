import { isApiRequestError } from '@universo/platform';

/**
 * svc-content answers 404 for a book or chapter that does not exist and 400 for an id that
 * cannot be one: for a reader both mean "there is no such page".
 */
export function isMissingContentError(error: unknown): boolean {
  return isApiRequestError(error) && (error.status === 404 || error.status === 400);
}
