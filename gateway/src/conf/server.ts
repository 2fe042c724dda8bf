import { FIRST_SCREEN_DISK_VARIABLE, LATE_START_VARIABLE } from '../firstScreens';
import { addApiLocations, addJsonErrorPages } from './apiRoutes';
import { type Block, block } from './confTree';
import type { Resolved } from './gatewayOptions';
import { addMediaLocations } from './media';
import { addNoPreviewLocations } from './pageIncludes';
import { includeSecurityHeaders } from './securityHeaders';
import { addStaticLocations } from './staticLocations';
import { addTlsDirectives, listenAddress } from './tls';

/** The gateway's one server: what it listens on, how it proxies, and its locations. */
export function addServer(http: Block, o: Resolved): void {
  block(http, 'server', '', (server) => {
    server._add('listen', `${listenAddress(o.host, o.port)}${o.tls ? ' ssl' : ''} default_server`);
    server._add('server_name', '_');
    addTlsDirectives(server, o);
    if (o.target === 'local') server._add('root', o.shellDir);
    server._add('index', 'index.html');
    includeSecurityHeaders(server, o.confDir);
    server._add('error_page', '502 503 504 =503 @service_unavailable');
    server._add('error_page', '413 =413 @payload_too_large');
    addProxyDefaults(server);
    // Whether the page comes with a visitor's first screen (../firstScreens.ts): its code then
    // starts late. At server level: an `if` in the page's location would stop its try_files.
    server._add('set', `$${LATE_START_VARIABLE} ""`);
    if (o.firstScreensDir) block(server, 'if', `(-f ${FIRST_SCREEN_DISK_VARIABLE})`, (b) => b._add('set', `$${LATE_START_VARIABLE} 1`));

    addStaticLocations(server, o);
    addMediaLocations(server, o);
    addApiLocations(server, o);

    addJsonErrorPages(server, o);
    addNoPreviewLocations(server, o);
  });
}

/** Proxy defaults, inherited by every location that proxies (APIs and, in compose, static). */
const PROXY_DEFAULTS: readonly (readonly [directive: string, value: string])[] = [
  ['proxy_http_version', '1.1'],
  ['proxy_set_header', 'Connection ""'],
  ['proxy_set_header', 'Host $universo_host'],
  ['proxy_set_header', 'X-Real-IP $remote_addr'],
  // The gateway overwrites X-Forwarded-For so a client cannot forge its address: with trusted
  // proxies, $remote_addr is already the client address they reported.
  ['proxy_set_header', 'X-Forwarded-For $remote_addr'],
  ['proxy_set_header', 'X-Forwarded-Proto $universo_public_scheme'],
  ['proxy_set_header', 'X-Forwarded-Host $universo_host'],
  // One id per request, in nginx's log and in every service the request reaches (service-kit's requestContext).
  ['proxy_set_header', 'X-Request-Id $request_id'],
  ['proxy_connect_timeout', '3s'],
  ['proxy_send_timeout', '60s'],
  ['proxy_read_timeout', '60s'],
  ['proxy_next_upstream', 'error timeout'],
  ['proxy_next_upstream_tries', '3'],
];

function addProxyDefaults(server: Block): void {
  for (const [directive, value] of PROXY_DEFAULTS) server._add(directive, value);
}
