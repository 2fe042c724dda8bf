/**
 * Shipping one remote to a share of families first. Beside a remote's released build, a newer
 * one (its "canary") is served to a fixed share of browsers; the rest keep the released one. Each
 * browser carries a random bucket id in a cookie, so it stays on one side across pages and visits,
 * and nginx's `split_clients` sends a share of the bucket ids to the canary. Rolling back is one
 * value: the share to 0 (or no GATEWAY_REMOTE_CANARY at all) and every family is on the released
 * build at its next page.
 */

export interface RemoteCanary {
  /** The remote's Module Federation name (`stories`). */
  remote: string;
  /** Share of browsers sent to the canary, 0 to 100 (two decimals at most). */
  percent: number;
}

export const BUCKET_COOKIE = 'uf_bucket';
/** nginx's `$request_id`: 32 hex digits. A cookie of any other shape is replaced. */
const BUCKET_PATTERN = '^[0-9a-f]{32}$';
const BUCKET_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * `GATEWAY_REMOTE_CANARY=stories=10`: 10% of browsers get the canary of `stories`. Undefined or
 * empty: no canary. A value nginx could not honour is refused with a Spanish message.
 */
export function parseRemoteCanary(value: string | undefined, remotes: readonly string[]): RemoteCanary | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const match = /^([a-z][a-zA-Z0-9_]*)=(\d{1,3}(?:\.\d{1,2})?)%?$/.exec(text);
  if (!match) throw new Error(`GATEWAY_REMOTE_CANARY «${text}»: escribe <remoto>=<porcentaje>, por ejemplo stories=10.`);
  const [, remote, share] = match as unknown as [string, string, string];
  if (!remotes.includes(remote)) throw new Error(`GATEWAY_REMOTE_CANARY: «${remote}» no es un remoto de la tabla de rutas (${remotes.join(', ')}).`);
  const percent = Number(share);
  if (percent > 100) throw new Error(`GATEWAY_REMOTE_CANARY: el porcentaje va de 0 a 100, no ${percent}.`);
  return { remote, percent };
}

/** The nginx variable that says `canary` or `stable` for this request's browser. */
export function trackVariable(canary: RemoteCanary): string {
  return `$universo_track_${canary.remote}`;
}

/** Where the canary build is served inside nginx (an internal location: no URL reaches it directly). */
export function canaryPrefix(remote: string): string {
  return `/remotes-canary/${remote}/`;
}

/**
 * The http-level directives: the bucket id (the browser's cookie when well formed, else this
 * request's id), the cookie to set when the browser has none, and the split.
 */
export function canaryHttpDirectives(canary: RemoteCanary): {
  maps: { source: string; entries: [string, string][] }[];
  split: { key: string; entries: [string, string][] };
} {
  const share = Number(canary.percent.toFixed(2));
  return {
    maps: [
      {
        source: `$cookie_${BUCKET_COOKIE} $universo_bucket`,
        entries: [
          [`"~${BUCKET_PATTERN}"`, `$cookie_${BUCKET_COOKIE}`],
          ['default', '$request_id'],
        ],
      },
      {
        source: `$cookie_${BUCKET_COOKIE} $universo_bucket_cookie`,
        entries: [
          [`"~${BUCKET_PATTERN}"`, '""'],
          ['default', `"${BUCKET_COOKIE}=$universo_bucket; Path=/; Max-Age=${BUCKET_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax$universo_cookie_secure"`],
        ],
      },
    ],
    split: {
      key: `"$universo_bucket" ${trackVariable(canary)}`,
      // split_clients refuses a 0% line; with no share, every browser is stable.
      entries:
        share > 0
          ? [
              [`${share}%`, 'canary'],
              ['*', 'stable'],
            ]
          : [['*', 'stable']],
    },
  };
}
