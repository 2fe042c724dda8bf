import * as argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): slow for an attacker, ~30 ms here.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a login never reveals whether an e-mail exists. */
export async function verifyAgainstNobody(password: string): Promise<false> {
  dummyHash ??= hashPassword('no-user-has-this-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
