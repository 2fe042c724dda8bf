import { parseCommonPasswords } from '@universo/contracts';

let loading: Promise<ReadonlySet<string>> | undefined;

/**
 * The list of common passwords, the same file svc-auth reads, fetched as its own chunk the first
 * time a password form needs it (never in the shell's first load). A failed fetch is retried on
 * the next call; meanwhile the server still applies the rule.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import(/* webpackChunkName: "common-passwords" */ '@universo/contracts/data/common-passwords.txt').then(
    (module) => parseCommonPasswords(module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The list when it can be had, else null (only the length is checked here then). */
export function commonPasswordsOrNull(): Promise<ReadonlySet<string> | null> {
  return loadCommonPasswords().catch(() => null);
}
