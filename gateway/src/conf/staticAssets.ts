import { join } from 'node:path';
import type { NginxConfFile } from 'nginx-conf';
import { type Block, block, emptyConf } from './confTree';
import type { Resolved } from './gatewayOptions';
import { includeSecurityHeaders } from './securityHeaders';
import { STATIC_CONTAINER_PORT } from './upstreams';

// The front ends' files as files: which names are assets, which are never served, where a
// location takes them from, and the server block of a static front-end container.

export const STATIC_EXTENSIONS = 'js|mjs|css|map|json|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|mp3|ogg|wav|m4a|mp4|webm|txt|xml|wasm|webmanifest|pdf';

/** A content hash in the file name: `main.3f9a1c2b.js`, `123-abcdef0123456789.css`, `abcdef12.png`. */
export const HASHED_ASSET_REGEX = `[/._-][0-9a-f]{8,}(?:\\.[a-z0-9]+)?\\.(?:${STATIC_EXTENSIONS})$`;

/**
 * Build reports never served: the federation's mf-stats.json (every module path of the build) and
 * source maps (the original source). A 404 like any missing file.
 */
export const PRIVATE_BUILD_FILES_REGEX = '(?:^|/)mf-stats\\.json$|\\.map$';

export function addPrivateBuildFiles(parent: Block, confDir: string | undefined): void {
  block(parent, 'location', `~* ${PRIVATE_BUILD_FILES_REGEX}`, (location) => {
    if (confDir) includeSecurityHeaders(location, confDir);
    location._add('return', '404');
  });
}

/**
 * Where a static location's files come from: compose, the front end's container (its own
 * Cache-Control dropped: the gateway sets the policy); local, the folder on disk.
 */
export function serveStaticFrom(location: Block, o: Resolved, upstreamUrl: string, local: { directive: 'alias' | 'try_files'; value: string }): void {
  if (o.target === 'compose') {
    location._add('proxy_hide_header', 'Cache-Control');
    location._add('proxy_pass', upstreamUrl);
  } else {
    location._add(local.directive, local.value);
  }
}

/** One file the gateway generated (into its confDir unless `dir` says where), served at an exact path. */
export function addConfFileLocation(server: Block, o: Resolved, path: string, file: string, type: string, cacheControl: string, dir = o.confDir): void {
  block(server, 'location', `= ${path}`, (location) => {
    includeSecurityHeaders(location, o.confDir);
    location._add('add_header', `Cache-Control "${cacheControl}" always`);
    location._add('default_type', type);
    location._add('alias', join(dir, file));
  });
}

/**
 * The server block of a static front-end container (nginx:1.27-alpine, conf.d/default.conf).
 * The gateway in front of it adds the security and cache headers.
 */
export function staticSiteConf(): NginxConfFile {
  const conf = emptyConf();
  block(conf.nginx, 'server', '', (server) => {
    server._add('listen', `${STATIC_CONTAINER_PORT} default_server`);
    server._add('server_name', '_');
    server._add('root', '/usr/share/nginx/html');
    server._add('server_tokens', 'off');
    server._add('absolute_redirect', 'off');
    // The `.gz` files the build wrote, to a gateway that asks for gzip (it passes them on as they are).
    server._add('gzip_static', 'on');
    // The page goes out as text: the gateway fills in its includes (SSI) before compressing it.
    block(server, 'location', '/', (location) => {
      location._add('gzip_static', 'off');
      location._add('try_files', '$uri /index.html');
    });
    addPrivateBuildFiles(server, undefined);
    block(server, 'location', `~* \\.(?:${STATIC_EXTENSIONS})$`, (location) => location._add('try_files', '$uri =404'));
  });
  return conf;
}
