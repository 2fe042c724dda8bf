import { isAbsolute } from 'node:path';
import { intFromEnv } from '../env';
import { FIRST_SCREENS_READY_AFTER_MS } from './firstRoundMarker';

/** What the first-screens container keeps, read from its environment (see ../cli/firstScreens.ts). */
export interface FirstScreensSettings {
  /** Where the capture opens the site: the gateway beside it (`http://127.0.0.1:8080` in the pod). */
  siteUrl: string;
  /** The site's address for visitors, written into the copies instead of siteUrl's (./publicOrigin.ts). */
  publicOrigin: string;
  /** The folder the gateway includes the first screens from (its GATEWAY_FIRST_SCREENS_DIR). */
  dir: string;
  /** FIRST_SCREENS_READY_AFTER_MS: the longest a new runner waits for its first round before it says it is ready. */
  readyAfterMs: number;
}

/** An http(s) address's origin, or a Spanish message naming the variable. */
function originOf(name: string, value: string | undefined): string {
  const given = value?.trim();
  if (!given) throw new Error(`Falta ${name} (una dirección http o https).`);
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`${name} no es una dirección: ${given}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} debe empezar por http:// o https://: ${given}`);
  // The pages are opened at the site's root: a path here would be a mistake, not a prefix.
  if (url.pathname !== '/' || url.search || url.hash) throw new Error(`${name} es solo el origen del sitio, sin ruta: ${given}`);
  return url.origin;
}

/**
 * FIRST_SCREENS_SITE_URL, PUBLIC_URL and FIRST_SCREENS_DIR, checked: a wrong one stops the
 * container at once with a message, instead of keeping nothing every ten minutes.
 */
export function firstScreensSettings(env: Record<string, string | undefined>): FirstScreensSettings {
  const dir = env.FIRST_SCREENS_DIR?.trim();
  if (!dir || !isAbsolute(dir)) throw new Error(`FIRST_SCREENS_DIR debe ser una ruta absoluta: ${dir ?? '(vacía)'}`);
  return {
    siteUrl: originOf('FIRST_SCREENS_SITE_URL', env.FIRST_SCREENS_SITE_URL),
    publicOrigin: originOf('PUBLIC_URL', env.PUBLIC_URL),
    dir: dir.replace(/\/+$/, '') || '/',
    readyAfterMs: Math.max(0, intFromEnv(env, 'FIRST_SCREENS_READY_AFTER_MS', FIRST_SCREENS_READY_AFTER_MS)),
  };
}
