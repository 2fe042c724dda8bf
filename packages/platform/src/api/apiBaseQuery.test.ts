import { type BaseQueryApi } from '@reduxjs/toolkit/query';
import { createApiBaseQuery } from './apiBaseQuery';

const api = { signal: new AbortController().signal } as BaseQueryApi;

function fakeFetch(response: Response) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue(response);
}

describe('createApiBaseQuery', () => {
  it('reads with GET, sends cookies and parses JSON', async () => {
    const fetchFn = fakeFetch(new Response('[{"id":1}]', { status: 200 }));
    const result = await createApiBaseQuery({ fetchFn })('/api/books', api, {});
    expect(result).toEqual({ data: [{ id: 1 }] });
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('/api/books');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('writes JSON with a JSON content type', async () => {
    const fetchFn = fakeFetch(new Response('{"ok":true}', { status: 201 }));
    await createApiBaseQuery({ fetchFn })({ url: '/api/auth/login', method: 'POST', body: { email: 'a@b.co', password: 'secreto' } }, api, {});
    const [, init] = fetchFn.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co","password":"secreto"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends no content type for a write without body (logout)', async () => {
    const fetchFn = fakeFetch(new Response(null, { status: 204 }));
    const result = await createApiBaseQuery({ fetchFn })({ url: '/api/auth/logout', method: 'POST' }, api, {});
    expect(result).toEqual({ data: null });
    expect((fetchFn.mock.calls[0]![1]?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('adds query parameters, skipping empty ones', async () => {
    const fetchFn = fakeFetch(new Response('[]', { status: 200 }));
    await createApiBaseQuery({ fetchFn })({ url: '/api/chat', params: { sessionId: 'abc 1', skip: undefined } }, api, {});
    expect(fetchFn.mock.calls[0]![0]).toBe('/api/chat?sessionId=abc+1');
  });

  it('turns a non-ok answer into "{status}: {body}"', async () => {
    const body = '{"statusCode":401,"error":"Unauthorized","message":"Credenciales incorrectas"}';
    const fetchFn = fakeFetch(new Response(body, { status: 401, statusText: 'Unauthorized' }));
    const result = await createApiBaseQuery({ fetchFn })('/api/auth/user', api, {});
    expect(result.error).toEqual({ status: 401, message: `401: ${body}`, body });
  });

  it('uses the status text when the error has no body', async () => {
    const fetchFn = fakeFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const result = await createApiBaseQuery({ fetchFn })('/api/products', api, {});
    expect(result.error?.message).toBe('503: Service Unavailable');
  });

  it('reports a network failure without throwing', async () => {
    const fetchFn = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await createApiBaseQuery({ fetchFn })('/api/blog', api, {});
    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: 'Failed to fetch' });
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('reports an ok answer that is not JSON', async () => {
    const fetchFn = fakeFetch(new Response('<!doctype html>', { status: 200 }));
    const result = await createApiBaseQuery({ fetchFn })('/api/books', api, {});
    expect(result.error?.status).toBe('PARSE_ERROR');
  });
});
