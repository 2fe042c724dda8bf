import { type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { type ApiRequestError, httpErrorMessage } from './apiError';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  /** Sent as JSON. Omit it for a write without body (no Content-Type is sent then). */
  body?: unknown;
  params?: Record<string, string | number | boolean | null | undefined>;
}

export type ApiRequestArgs = string | ApiRequest;

export interface ApiBaseQueryOptions {
  /** Prefix of every URL; the site calls its own origin (`/api/...` through the gateway). */
  baseUrl?: string;
  /** For tests. Defaults to the global fetch at call time. */
  fetchFn?: typeof fetch;
}

function withParams(url: string, params: ApiRequest['params']): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * fetch for RTK Query, as spec section 7 describes the calls: cookies always sent, writes as JSON,
 * a non-ok answer becomes `'{status}: {body or status text}'`, no retries.
 */
export function createApiBaseQuery({ baseUrl = '', fetchFn }: ApiBaseQueryOptions = {}): BaseQueryFn<ApiRequestArgs, unknown, ApiRequestError> {
  return async (args, { signal }) => {
    const request: ApiRequest = typeof args === 'string' ? { url: args } : args;
    const method = request.method ?? 'GET';
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: string | undefined;
    if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }

    let response: Response;
    try {
      response = await (fetchFn ?? fetch)(withParams(`${baseUrl}${request.url}`, request.params), {
        method,
        headers,
        body,
        credentials: 'include',
        signal,
      });
    } catch (error) {
      return { error: { status: 'FETCH_ERROR', message: error instanceof Error ? error.message : String(error) } };
    }

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      return { error: { status: 'FETCH_ERROR', message: error instanceof Error ? error.message : String(error) } };
    }

    if (!response.ok) {
      return { error: { status: response.status, message: httpErrorMessage(response.status, text, response.statusText), body: text } };
    }
    if (!text) return { data: null };
    try {
      return { data: JSON.parse(text) as unknown };
    } catch {
      return {
        error: { status: 'PARSE_ERROR', message: `${response.status}: la respuesta no es JSON válido`, body: text },
      };
    }
  };
}
