/**
 * A file name a child's words can safely become: characters that no system accepts in a name
 * (/ \ : * ? " < > | and control characters) are dropped, spaces are collapsed, accents stay.
 */
export function safeFileNamePart(text: string, fallback: string): string {
  const cleaned = text
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[/\\:*?"<>|\u0000-\u001f\u007f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 60)
    .trim();
  return cleaned || fallback;
}
