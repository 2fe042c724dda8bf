import { premiumItemOf } from '@universo/platform';
import { downloadPrintable } from './downloadPrintable';

const URL = '/api/axxon/premium/library/cuentas-con-monedas/download';

describe('downloadPrintable', () => {
  it('returns the file the service made, asking with the family’s cookies', async () => {
    const fetchFn = jest.fn(async () => new Response('\ufeffHOJA\r\n', { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } }));
    const result = await downloadPrintable(URL, fetchFn as unknown as typeof fetch);
    expect(fetchFn).toHaveBeenCalledWith(URL, expect.objectContaining({ credentials: 'include' }));
    expect(result.ok).toBe(true);
    // The bytes as sent: the byte order mark stays (text() would hide it).
    if (result.ok) expect([...new Uint8Array(await result.file.arrayBuffer())]).toEqual([...new TextEncoder().encode('\ufeffHOJA\r\n')]);
  });

  it('turns the service’s refusal into an error the premium gate recognises', async () => {
    const body = '{"statusCode":403,"error":"Forbidden","message":"La Biblioteca Completa es parte del Plan Emprendedor Mágico.","premiumItem":"full-library"}';
    const result = await downloadPrintable(URL, (async () => new Response(body, { status: 403 })) as unknown as typeof fetch);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(premiumItemOf(result.error)).toBe('full-library');
  });

  it('reports a network failure', async () => {
    const result = await downloadPrintable(URL, (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch);
    expect(result).toEqual({ ok: false, error: { status: 'FETCH_ERROR', message: 'Failed to fetch' } });
  });
});
