import { join } from 'node:path';
// Relative and to the one file: the gateway's image copies the contracts' sources it reads.
import { FIRST_SCREEN_LOCATION, NO_FIRST_SCREEN_HEADER } from '../../packages/contracts/src/firstScreen';
import { LOGOUT_SESSION_COOKIE } from '../../packages/contracts/src/logout';

/**
 * A visitor's first screen of a page (packages/contracts/src/firstScreen.ts): the stack keeps one
 * file per page in the gateway's run folder, and the shell's page includes the requested page's
 * through SSI. FIRST_SCREEN_VARIABLE of packages/federation/src/pageIncludes.mjs.
 */
export const FIRST_SCREEN_VARIABLE = 'universo_first_screen';

/**
 * Where the first screens are kept in the containers: the first-screens container of
 * docker-compose.yml (a volume) and the chart's sidecar (an emptyDir) write them there, and the
 * gateway beside reads them (GATEWAY_FIRST_SCREENS_DIR).
 */
export const FIRST_SCREENS_CONTAINER_DIR = '/var/lib/universo/first-screens';

/** The folder the local gateway includes first screens from (the stack writes them there). */
export function firstScreensDir(gatewayRunDir: string): string {
  return join(gatewayRunDir, 'first-screens');
}

/** One nginx `map`: its source, its variable, and its entries in order (`default` first). */
export interface NginxMap {
  source: string;
  variable: string;
  entries: [string, string][];
}

const nginxHeaderVariable = (header: string): string => `$http_${header.toLowerCase().replace(/-/g, '_')}`;

/**
 * The two maps that pick the page's first screen. The file follows the path (firstScreenFile of
 * the contracts: lower-case segments only, so no request names a file outside the folder). A
 * request with a session cookie gets none: a family's page differs from a visitor's (its header,
 * its plan), and showing the visitor's for a moment would be wrong. Without a folder (a compose
 * gateway built without GATEWAY_FIRST_SCREENS_DIR) the variable is always empty. With one, a third
 * map names the page's file on disk (see firstScreenDiskMap).
 */
export function firstScreenMaps(dir: string | undefined): NginxMap[] {
  const enabled = dir !== undefined;
  const file: NginxMap = { source: '$request_uri', variable: '$universo_first_screen_file', entries: [['default', '']] };
  if (enabled) {
    file.entries.push(['~^/(?:\\?.*)?$', `${FIRST_SCREEN_LOCATION}index.html`]);
    file.entries.push(['~^((?:/[a-z0-9-]+)+)/?(?:\\?.*)?$', `${FIRST_SCREEN_LOCATION.slice(0, -1)}$1.html`]);
  }
  return [
    file,
    {
      source: `$cookie_${LOGOUT_SESSION_COOKIE}${nginxHeaderVariable(NO_FIRST_SCREEN_HEADER)}`,
      variable: `$${FIRST_SCREEN_VARIABLE}`,
      entries: [
        ['default', ''],
        ['', '$universo_first_screen_file'],
      ],
    },
    ...(dir === undefined ? [] : [firstScreenDiskMap(dir)]),
  ];
}

/** The variable the page's late start follows (LATE_START_VARIABLE of packages/federation/src/pageIncludes.mjs). */
export const LATE_START_VARIABLE = 'universo_late_start';
export const FIRST_SCREEN_DISK_VARIABLE = '$universo_first_screen_on_disk';

/**
 * The map from the page's first screen to its file on disk (empty: none), so the server can tell
 * whether the page really comes with one: only then does the page start its code after that
 * screen is painted (LATE_START_VARIABLE, set in ./conf/server.ts). A page whose copy was not kept
 * yet starts as usual, with its Link preloads.
 */
export function firstScreenDiskMap(dir: string): NginxMap {
  return {
    source: `$${FIRST_SCREEN_VARIABLE}`,
    variable: FIRST_SCREEN_DISK_VARIABLE,
    entries: [
      ['default', ''],
      [`~^${FIRST_SCREEN_LOCATION}(.+)$`, `${dir}/$1`],
    ],
  };
}

/**
 * The internal location the includes read from: never reachable from a browser, a missing page is
 * a quiet 404 (the page's include then falls back to nothing).
 */
export function firstScreenLocationDirectives(dir: string): [string, string][] {
  return [
    ['internal', ''],
    ['alias', `${dir}/`],
    ['default_type', 'text/html'],
    ['gzip_static', 'off'],
    ['log_not_found', 'off'],
  ];
}
