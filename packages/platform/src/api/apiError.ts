import { PREMIUM_ITEM_IDS, type PremiumItemId } from '@universo/contracts';
import type { ApiError } from './generated/api';

/**
 * The error of every failed call made through `baseApi` (serializable, so RTK Query keeps it in
 * the store). `status` is the HTTP status, or why no usable answer came back.
 */
export interface ApiRequestError {
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR';
  /** Spec section 7: `'{status}: {body text or status text}'` for a non-ok response. */
  message: string;
  /** The raw response body, when there was one. */
  body?: string;
}

/** Spec section 7: a non-ok response raises `'{status}: {body text or status text}'`. */
export function httpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText.trim() ? bodyText : statusText}`;
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    'message' in error &&
    typeof (error as ApiRequestError).message === 'string' &&
    (typeof (error as ApiRequestError).status === 'number' || typeof (error as ApiRequestError).status === 'string')
  );
}

/**
 * The technical message of any error an RTK Query hook or `unwrap()` can give: our
 * `ApiRequestError`, a `SerializedError`, an `Error` or a string.
 */
export function errorMessageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return 'Error desconocido';
}

/**
 * The user-facing text our services put in the `message` field of their JSON errors
 * (`{statusCode, error, message}`), or undefined when the answer carried none (network failure,
 * an HTML page from a proxy...). Screens fall back to their own Spanish text.
 */
export function apiErrorMessage(error: unknown): string | undefined {
  if (!isApiRequestError(error) || !error.body) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(error.body);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const message = (parsed as Partial<Record<keyof ApiError, unknown>>).message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && message.every((m) => typeof m === 'string') && message.length > 0) {
    return message.join('. ');
  }
  return undefined;
}

/**
 * The premium item a service refused (its 403 carries `premiumItem`), or undefined for any other
 * answer: the screen shows the premium gate because the server said so.
 */
export function premiumItemOf(error: unknown): PremiumItemId | undefined {
  if (!isApiRequestError(error) || error.status !== 403 || !error.body) return undefined;
  try {
    const item = (JSON.parse(error.body) as { premiumItem?: unknown }).premiumItem;
    return typeof item === 'string' && (PREMIUM_ITEM_IDS as readonly string[]).includes(item) ? (item as PremiumItemId) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the chat refused because the adult has not turned it on for the child who is playing (its 403 carries `chatConsent`). */
export function chatConsentRequired(error: unknown): boolean {
  if (!isApiRequestError(error) || error.status !== 403 || !error.body) return false;
  try {
    return (JSON.parse(error.body) as { chatConsent?: unknown }).chatConsent === 'required';
  } catch {
    return false;
  }
}

/**
 * The message a form shows when sending failed: the service's Spanish sentence for a refusal
 * (4xx: what to change, or how long to wait), otherwise the form's own `fallback` (undefined: none).
 */
export function submitFailureMessage(error: unknown, fallback?: string): string | undefined {
  if (isApiRequestError(error) && typeof error.status === 'number' && error.status >= 400 && error.status < 500) return apiErrorMessage(error) ?? fallback;
  return fallback;
}
