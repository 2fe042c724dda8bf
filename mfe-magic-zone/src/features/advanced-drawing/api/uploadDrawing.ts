import { DRAWING_CONTENT_TYPE } from '@universo/contracts';
import { type ApiAnswer, type ApiPath, apiPath, readUploadAnswer, type UploadResult as PlatformUploadResult } from '@universo/platform';

export const DRAWINGS_URL = '/api/axxon/drawings' satisfies ApiPath<'post'>;

type DrawingSummary = ApiAnswer<'post', '/api/axxon/drawings'>;

/** Where a saved drawing's PNG is served (to its family only, never cached for others). */
export function drawingImageUrl(id: string): string {
  return apiPath('/api/axxon/drawings/{id}', { id });
}

export type UploadResult = PlatformUploadResult<DrawingSummary>;

/**
 * POST the PNG's bytes as they are (`Content-Type: image/png`): the platform's base query sends
 * JSON only. Errors come back in the shape RTK Query uses (the platform's readUploadAnswer), so a
 * refusal (403 with `premiumItem`) shows the gate and the service's Spanish `message` can be
 * shown as it is.
 */
export async function uploadDrawing(png: Blob, fetchFn: typeof fetch = fetch): Promise<UploadResult> {
  let response: Response;
  try {
    response = await fetchFn(DRAWINGS_URL, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': DRAWING_CONTENT_TYPE, Accept: 'application/json' },
      body: png,
    });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', message: error instanceof Error ? error.message : String(error) } };
  }
  const text = await response.text().catch(() => '');
  return readUploadAnswer<DrawingSummary>(response.status, text, response.statusText);
}
