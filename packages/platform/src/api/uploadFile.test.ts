import { readUploadAnswer, type UploadRequest, uploadFile } from './uploadFile';
import { apiErrorMessage, premiumItemOf } from './apiError';

const event = (type: string) => ({ type }) as unknown as ProgressEvent;

/** A stand-in for XMLHttpRequest that records what was sent and answers when told. */
function fakeRequest() {
  const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} };
  const request = {
    status: 0,
    statusText: '',
    responseText: '',
    withCredentials: false,
    upload: { onprogress: null },
    onload: null,
    onerror: null,
    onabort: null,
    open: (method: string, url: string) => Object.assign(sent, { method, url }),
    setRequestHeader: (name: string, value: string) => {
      sent.headers[name] = value;
    },
    send: (body: unknown) => {
      sent.body = body;
    },
    abort: () => request.onabort?.call(request as unknown as XMLHttpRequest, event('abort')),
  } as unknown as UploadRequest;
  const answer = (status: number, text: string, statusText = '') => {
    Object.assign(request, { status, responseText: text, statusText });
    request.onload?.call(request as unknown as XMLHttpRequest, event('load'));
  };
  return { request, sent, answer };
}

const FILE = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

describe('readUploadAnswer', () => {
  it('gives the JSON of an ok answer', () => {
    expect(readUploadAnswer(201, '{"id":"a"}', 'Created')).toEqual({ data: { id: 'a' } });
  });

  it('keeps a refusal with its body, so the service’s Spanish message and premium item can be read', () => {
    const result = readUploadAnswer(413, '{"statusCode":413,"message":"La foto pesa demasiado: como máximo 5 MB."}', 'Payload Too Large');
    expect('error' in result && result.error.status).toBe(413);
    expect('error' in result && apiErrorMessage(result.error)).toBe('La foto pesa demasiado: como máximo 5 MB.');
    const premium = readUploadAnswer(403, '{"statusCode":403,"message":"x","premiumItem":"advanced-drawing"}', 'Forbidden');
    expect('error' in premium && premiumItemOf(premium.error)).toBe('advanced-drawing');
  });

  it('reports an ok answer that is not JSON', () => {
    expect(readUploadAnswer(200, '<html>', 'OK')).toEqual({ error: { status: 'PARSE_ERROR', message: '200: la respuesta no es JSON válido', body: '<html>' } });
  });
});

describe('uploadFile', () => {
  it('POSTs the bytes as they are, with their type and the cookies, and reports progress', async () => {
    const { request, sent, answer } = fakeRequest();
    const progress: number[] = [];
    const result = uploadFile('/api/community/images', FILE, { contentType: 'image/jpeg', onProgress: (f) => progress.push(f), createRequest: () => request });
    request.upload.onprogress?.call(request as unknown as XMLHttpRequest, { lengthComputable: true, loaded: 1, total: 4 } as ProgressEvent);
    request.upload.onprogress?.call(request as unknown as XMLHttpRequest, { lengthComputable: true, loaded: 4, total: 4 } as ProgressEvent);
    answer(201, '{"id":"x"}');
    expect(await result).toEqual({ data: { id: 'x' } });
    expect(sent).toMatchObject({
      method: 'POST',
      url: '/api/community/images',
      body: FILE,
      headers: { 'Content-Type': 'image/jpeg', Accept: 'application/json' },
    });
    expect(request.withCredentials).toBe(true);
    expect(progress).toEqual([0.25, 1]);
  });

  it('turns a network failure or an abort into FETCH_ERROR', async () => {
    const failing = fakeRequest();
    const failed = uploadFile('/x', FILE, { contentType: 'image/png', createRequest: () => failing.request });
    failing.request.onerror?.call(failing.request as unknown as XMLHttpRequest, event('error'));
    expect(await failed).toEqual({ error: { status: 'FETCH_ERROR', message: 'Failed to fetch' } });

    const aborted = fakeRequest();
    const controller = new AbortController();
    const cancelled = uploadFile('/x', FILE, { contentType: 'image/png', signal: controller.signal, createRequest: () => aborted.request });
    controller.abort();
    expect(await cancelled).toEqual({ error: { status: 'FETCH_ERROR', message: 'Aborted' } });
  });
});
