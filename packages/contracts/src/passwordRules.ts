// The password rule of registration and reset, the same in the browser and in svc-auth. Pure:
// the list of common passwords (data/common-passwords.txt) is read by each side its own way,
// the browser only when a password form needs it, and handed in.

/** Spec section 5: at least 6 characters, with its message. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_MESSAGE = `Mínimo ${PASSWORD_MIN_LENGTH} caracteres`;
export const PASSWORD_MAX_MESSAGE = `La contraseña puede tener como máximo ${PASSWORD_MAX_LENGTH} caracteres`;
export const COMMON_PASSWORD_MESSAGE =
  'Esa contraseña es de las más usadas y se adivina enseguida. Elige otra: por ejemplo, tres o cuatro palabras que solo tú relaciones.';

/** The form in which a password is looked up in the list: Unicode NFC, lower case. */
export function normalizeForPasswordList(password: string): string {
  return password.normalize('NFC').toLowerCase();
}

/** The list file's text as a set: one password a line; blank lines and `#` comments skipped. */
export function parseCommonPasswords(text: string): ReadonlySet<string> {
  const set = new Set<string>();
  for (const line of text.split('\n')) {
    const entry = line.trim();
    if (entry && !entry.startsWith('#')) set.add(normalizeForPasswordList(entry));
  }
  return set;
}

/**
 * Why a new password is refused, or null when it is fine: too short, too long, or on the list of
 * common passwords (compared without regard to case). Without a list (`null`: the browser has
 * not loaded it yet), only the length is checked; svc-auth always has it.
 */
export function passwordProblem(password: string, commonPasswords: ReadonlySet<string> | null): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MIN_MESSAGE;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MAX_MESSAGE;
  if (commonPasswords?.has(normalizeForPasswordList(password))) return COMMON_PASSWORD_MESSAGE;
  return null;
}
