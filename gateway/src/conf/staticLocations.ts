import { join } from 'node:path';
import { FIRST_SCREEN_LOCATION } from '../../../packages/contracts/src/firstScreen';
import { firstScreenLocationDirectives } from '../firstScreens';
import { type Block, block } from './confTree';
import type { Resolved } from './gatewayOptions';
import { addPreviewLocation, addShellPageIncludes } from './pageIncludes';
import { addCanaryLocation, addCanaryRewrite } from './remoteCanary';
import { addConfFileLocation, addPrivateBuildFiles, serveStaticFrom, STATIC_EXTENSIONS } from './staticAssets';
import { staticUpstreamName } from './upstreams';

// The gateway's locations for the front ends: the shell's page (every client route), its assets,
// the remote map, and each remote's folder (with its canary and link previews).

export function addStaticLocations(server: Block, o: Resolved): void {
  const staticHeaders = join(o.confDir, 'static-headers.conf');
  const shellProxy = `http://${staticUpstreamName(o.table.shell.dir)}`;

  // Before the asset regex below (the first matching regex wins), and again inside each remote's
  // `^~` location, where server-level regexes are never tried.
  addPrivateBuildFiles(server, o.confDir);
  // A visitor's first screens, which the shell's page includes (where a capture keeps them, see ../firstScreens.ts).
  const firstScreens = o.firstScreensDir;
  if (firstScreens) {
    block(server, 'location', `^~ ${FIRST_SCREEN_LOCATION}`, (location) => {
      for (const [name, value] of firstScreenLocationDirectives(firstScreens)) location._add(name, value);
    });
  }

  // Client routes (`/historia`, a reload on `/tienda/123`) fall back to the shell's index.html.
  block(server, 'location', '/', (location) => {
    location._add('include', staticHeaders);
    addShellPageIncludes(location);
    // The page comes first: its answer gives the browser the bucket its remote's files follow.
    if (o.canary) location._add('add_header', 'Set-Cookie $universo_bucket_cookie');
    serveStaticFrom(location, o, shellProxy, { directive: 'try_files', value: '$uri /index.html' });
  });
  // A missing file with an asset extension is a 404, never the index page.
  block(server, 'location', `~* \\.(?:${STATIC_EXTENSIONS})$`, (location) => {
    location._add('include', staticHeaders);
    serveStaticFrom(location, o, shellProxy, { directive: 'try_files', value: '$uri =404' });
  });

  addConfFileLocation(server, o, '/remotes.json', 'remotes.json', 'application/json', 'no-store');

  for (const remote of o.table.remotes) {
    const canary = o.canary?.remote === remote.name ? o.canary : undefined;
    block(server, 'location', `^~ /remotes/${remote.name}/`, (location) => {
      addPrivateBuildFiles(location, o.confDir);
      if (remote.previews?.length) addPreviewLocation(location, o, remote.name, remote.dir);
      location._add('include', staticHeaders);
      if (canary) addCanaryRewrite(location, canary, remote.name);
      serveStaticFrom(location, o, `http://${staticUpstreamName(remote.dir)}/`, { directive: 'alias', value: `${o.remoteDirs[remote.name]}/` });
    });
    if (canary) addCanaryLocation(server, o, canary, remote);
  }
}
