import { EXPORT_FAILED_MESSAGE, fetchAccountExport, fileNameFromDisposition } from './accountExport';

function answer(status: number, body: string, headers: Record<string, string> = {}): typeof fetch {
  return jest.fn(async () => new Response(body, { status, headers })) as unknown as typeof fetch;
}

describe('the account export download', () => {
  it('reads the file name the service chose, and never an unsafe one', () => {
    expect(fileNameFromDisposition('attachment; filename="universo-de-francesca-datos-2026-11-25.json"')).toBe('universo-de-francesca-datos-2026-11-25.json');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('universo-de-francesca-datos.json');
    expect(fileNameFromDisposition(null)).toBe('universo-de-francesca-datos.json');
  });

  it('gives the file on 200, asks for the password on 403, and says why otherwise', async () => {
    const file = await fetchAccountExport(answer(200, '{"format":"x"}', { 'content-disposition': 'attachment; filename="a.json"' }));
    expect(file).toMatchObject({ kind: 'file', fileName: 'a.json' });
    expect(await fetchAccountExport(answer(403, '{"message":"Por seguridad"}'))).toEqual({ kind: 'reauth' });
    expect(await fetchAccountExport(answer(401, '{}'))).toEqual({ kind: 'logged-out' });
    expect(await fetchAccountExport(answer(503, '{"message":"No pudimos reunir todos tus datos"}'))).toEqual({
      kind: 'error',
      message: 'No pudimos reunir todos tus datos',
    });
    expect(await fetchAccountExport(answer(502, '<html>'))).toEqual({ kind: 'error', message: EXPORT_FAILED_MESSAGE });
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await fetchAccountExport(offline)).toEqual({ kind: 'error', message: EXPORT_FAILED_MESSAGE });
  });
});
