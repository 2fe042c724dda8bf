import { type ApiRequestError, httpErrorMessage } from './apiError';

/** What an upload gives back: the service's JSON answer, or an error in RTK Query's shape. */
export type UploadResult<T> = { data: T } | { error: ApiRequestError };

/**
 * Reads the answer to an upload: its JSON when the status is ok, otherwise an `ApiRequestError`
 * carrying the body, so `apiErrorMessage` shows the service's Spanish `message` and
 * `premiumItemOf` recognises a 403 for premium content. Pure.
 */
export function readUploadAnswer<T>(status: number, text: string, statusText: string): UploadResult<T> {
  if (status < 200 || status > 299) return { error: { status, message: httpErrorMessage(status, text, statusText), body: text } };
  try {
    return { data: JSON.parse(text) as T };
  } catch {
    return { error: { status: 'PARSE_ERROR', message: `${status}: la respuesta no es JSON válido`, body: text } };
  }
}

/** The part of XMLHttpRequest an upload uses (tests pass a stand-in). */
export type UploadRequest = Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'abort' | 'status' | 'statusText' | 'responseText' | 'withCredentials'
> & {
  upload: Pick<XMLHttpRequestUpload, 'onprogress'>;
  onload: XMLHttpRequest['onload'];
  onerror: XMLHttpRequest['onerror'];
  onabort: XMLHttpRequest['onabort'];
};

export interface UploadFileOptions {
  /** The file's media type, sent as Content-Type (the services take raw bytes, not forms). */
  contentType: string;
  /** Called as bytes leave the browser: a fraction from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  createRequest?: () => UploadRequest;
}

/**
 * POSTs a file's bytes as they are, with the family's cookies, reporting progress (fetch cannot
 * report an upload's progress; XMLHttpRequest can). Never rejects: a network failure or an abort
 * is a `FETCH_ERROR`.
 */
export function uploadFile<T>(url: string, body: Blob, options: UploadFileOptions): Promise<UploadResult<T>> {
  return new Promise((resolve) => {
    const request = options.createRequest?.() ?? new XMLHttpRequest();
    const failed = (message: string) => () => resolve({ error: { status: 'FETCH_ERROR', message } });
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', options.contentType);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event: ProgressEvent) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => resolve(readUploadAnswer<T>(request.status, request.responseText ?? '', request.statusText ?? ''));
    request.onerror = failed('Failed to fetch');
    request.onabort = failed('Aborted');
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
