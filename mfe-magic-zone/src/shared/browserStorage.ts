/** localStorage, or null where the browser refuses it (private mode, blocked cookies). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
