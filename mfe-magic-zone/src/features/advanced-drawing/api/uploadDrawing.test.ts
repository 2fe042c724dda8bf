import { apiErrorMessage, premiumItemOf } from '@universo/platform';
import { drawingImageUrl, uploadDrawing } from './uploadDrawing';

const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const SAVED = { id: '0b7c2f3e-5b1a-4c7e-9d2a-1f0e6a7b8c9d', width: 1200, height: 900, byteSize: 4, createdAt: '2026-05-03T21:05:00.000Z' };

describe('uploadDrawing', () => {
  it('sends the PNG’s bytes as image/png with the family’s cookies and returns the saved drawing', async () => {
    const fetchFn = jest.fn(async () => new Response(JSON.stringify(SAVED), { status: 201, headers: { 'content-type': 'application/json' } }));
    expect(await uploadDrawing(PNG, fetchFn as unknown as typeof fetch)).toEqual({ data: SAVED });
    expect(fetchFn).toHaveBeenCalledWith(
      '/api/axxon/drawings',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: PNG, headers: expect.objectContaining({ 'Content-Type': 'image/png' }) }),
    );
  });

  it('turns the service’s refusal into an error the premium gate recognises', async () => {
    const body =
      '{"statusCode":403,"error":"Forbidden","message":"La Zona de dibujo avanzada es parte del Plan Emprendedor Mágico.","premiumItem":"advanced-drawing"}';
    const result = await uploadDrawing(PNG, (async () => new Response(body, { status: 403 })) as unknown as typeof fetch);
    expect('error' in result && premiumItemOf(result.error)).toBe('advanced-drawing');
  });

  it('keeps the service’s Spanish message (gallery full, too heavy)', async () => {
    const body = '{"statusCode":409,"error":"Conflict","message":"La galería ya tiene 200 dibujos, el máximo."}';
    const result = await uploadDrawing(PNG, (async () => new Response(body, { status: 409 })) as unknown as typeof fetch);
    expect('error' in result && result.error.status).toBe(409);
    expect('error' in result && apiErrorMessage(result.error)).toBe('La galería ya tiene 200 dibujos, el máximo.');
  });

  it('reports a network failure', async () => {
    const result = await uploadDrawing(PNG, (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch);
    expect(result).toEqual({ error: { status: 'FETCH_ERROR', message: 'Failed to fetch' } });
  });

  it('names each drawing’s image by its id', () => {
    expect(drawingImageUrl(SAVED.id)).toBe(`/api/axxon/drawings/${SAVED.id}`);
  });
});
