/**
 * Copies text to the clipboard: the Clipboard API where the page may use it, else the older
 * select-and-copy of a text area (some embedded browsers). Resolves false when neither worked.
 */
export async function copyText(text: string, fallbackField?: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure page): try the older way below.
  }
  if (!fallbackField) return false;
  fallbackField.focus();
  fallbackField.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
