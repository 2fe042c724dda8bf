import { type ApiRequestError, httpErrorMessage } from '@universo/platform';

export type PrintableDownload = { ok: true; file: Blob } | { ok: false; error: ApiRequestError };

/**
 * GET a printable's download (premium item `full-library`): the file the service made, or the
 * error in the shape RTK Query uses, so a refusal (403 with `premiumItem`) shows the gate.
 */
export async function downloadPrintable(url: string, fetchFn: typeof fetch = fetch): Promise<PrintableDownload> {
  try {
    const response = await fetchFn(url, { credentials: 'include', headers: { Accept: 'text/plain, application/json' } });
    if (!response.ok) {
      const body = await response.text();
      return { ok: false, error: { status: response.status, message: httpErrorMessage(response.status, body, response.statusText), body } };
    }
    return { ok: true, file: await response.blob() };
  } catch (error) {
    return { ok: false, error: { status: 'FETCH_ERROR', message: error instanceof Error ? error.message : String(error) } };
  }
}
