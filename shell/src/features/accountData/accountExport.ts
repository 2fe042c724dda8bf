import type { ApiPath } from '@universo/platform';

/** What asking for the export gave: the file, a request for the password, or a Spanish error. */
export type ExportOutcome = { kind: 'file'; blob: Blob; fileName: string } | { kind: 'reauth' } | { kind: 'logged-out' } | { kind: 'error'; message: string };

const FALLBACK_NAME = 'universo-de-francesca-datos.json';
export const EXPORT_FAILED_MESSAGE = 'No pudimos preparar tu archivo. Inténtalo de nuevo en unos minutos.';

/** The file name of a `Content-Disposition: attachment; filename="..."` header, or a safe default. */
export function fileNameFromDisposition(header: string | null): string {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  const name = match?.[1]?.trim();
  return name && /^[\w.-]+\.json$/.test(name) ? name : FALLBACK_NAME;
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message.trim() ? body.message : EXPORT_FAILED_MESSAGE;
  } catch {
    return EXPORT_FAILED_MESSAGE;
  }
}

/** Asks svc-auth for the family's export (a download, not a JSON read kept in the store). */
export async function fetchAccountExport(fetchFn: typeof fetch = fetch): Promise<ExportOutcome> {
  let response: Response;
  try {
    response = await fetchFn('/api/account/export' satisfies ApiPath<'get'>, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    return { kind: 'error', message: EXPORT_FAILED_MESSAGE };
  }
  if (response.status === 200) {
    return { kind: 'file', blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
  }
  if (response.status === 401) return { kind: 'logged-out' };
  if (response.status === 403) return { kind: 'reauth' };
  return { kind: 'error', message: await messageOf(response) };
}

/** Saves a blob with the browser's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
