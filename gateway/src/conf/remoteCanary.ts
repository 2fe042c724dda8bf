import { join } from 'node:path';
import type { RemoteEntry } from '@universo/route-table';
import { canaryHttpDirectives, canaryPrefix, type RemoteCanary, trackVariable } from '../canary';
import { type Block, block } from './confTree';
import type { Resolved } from './gatewayOptions';
import { addPrivateBuildFiles, serveStaticFrom } from './staticAssets';
import { staticUpstreamName } from './upstreams';

// The nginx side of a remote's canary (the rule itself is ../canary.ts): the bucket and split
// maps, the rewrite of the canary share's requests, and the internal location of the canary build.

export function addCanaryMaps(http: Block, o: Resolved): void {
  if (!o.canary) return;
  const directives = canaryHttpDirectives(o.canary);
  for (const map of directives.maps) {
    block(http, 'map', map.source, (b) => {
      for (const [key, value] of map.entries) b._add(key, value);
    });
  }
  block(http, 'split_clients', directives.split.key, (b) => {
    for (const [key, value] of directives.split.entries) b._add(key, value);
  });
}

/** Inside the remote's location: the bucket cookie, and the canary share's requests moved to its build. */
export function addCanaryRewrite(location: Block, canary: RemoteCanary, remoteName: string): void {
  location._add('add_header', 'Set-Cookie $universo_bucket_cookie');
  // `rewrite … last` is one of the two things safe inside an `if` in a location.
  block(location, 'if', `(${trackVariable(canary)} = canary)`, (branch) => {
    branch._add('rewrite', `^/remotes/${remoteName}/(.*)$ ${canaryPrefix(remoteName)}$1 last`);
  });
}

/** The canary build, reached only through the rewrite above. */
export function addCanaryLocation(server: Block, o: Resolved, canary: NonNullable<Resolved['canary']>, remote: Pick<RemoteEntry, 'name' | 'dir'>): void {
  block(server, 'location', `^~ ${canaryPrefix(remote.name)}`, (location) => {
    location._add('internal', '');
    addPrivateBuildFiles(location, o.confDir);
    location._add('include', join(o.confDir, 'static-headers.conf'));
    location._add('add_header', 'Set-Cookie $universo_bucket_cookie');
    serveStaticFrom(location, o, `http://${staticUpstreamName(remote.dir)}_canary/`, { directive: 'alias', value: `${canary.dir}/` });
  });
}
