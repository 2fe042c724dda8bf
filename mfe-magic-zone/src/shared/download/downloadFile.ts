/** Saves a Blob the page made as a file: an object URL on a temporary `<a download>`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is freed once the browser has it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A printable text file. The byte order mark makes Windows Notepad and Word read the accents
 * right; lines end in CRLF so every editor shows them.
 */
export function downloadText(text: string, fileName: string): void {
  const body = `\ufeff${text.replace(/\r?\n/g, '\r\n')}`;
  downloadBlob(new Blob([body], { type: 'text/plain;charset=utf-8' }), fileName);
}
