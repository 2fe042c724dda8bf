import { parseCommonPasswords, passwordProblem } from '@universo/contracts';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

let cached: ReadonlySet<string> | undefined;

/**
 * The list of common passwords shipped in @universo/contracts (data/common-passwords.txt), read
 * once from disk: the check never leaves the machine.
 */
export function commonPasswords(): ReadonlySet<string> {
  cached ??= parseCommonPasswords(readFileSync(join(dirname(require.resolve('@universo/contracts/package.json')), 'data', 'common-passwords.txt'), 'utf8'));
  return cached;
}

/** The shared rule (length, then the common list) with the list loaded. */
export function newPasswordProblem(password: string): string | null {
  return passwordProblem(password, commonPasswords());
}
