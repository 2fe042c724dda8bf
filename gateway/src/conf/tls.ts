import { type Block, block, quote } from './confTree';
import type { Resolved } from './gatewayOptions';
import { HSTS_VALUE } from './securityHeaders';

// The public scheme: TLS in the gateway (its certificate, and a plain port that only redirects),
// or behind a load balancer that ends TLS; either way HSTS and Secure cookies follow it.

/** `listen`'s address: the port alone on every interface, or `host:port` (an IPv6 host in brackets). */
export function listenAddress(host: string | undefined, port: number): string {
  return host ? `${host.includes(':') ? `[${host}]` : host}:${port}` : String(port);
}

export function addTlsDirectives(server: Block, o: Resolved): void {
  if (!o.tls) return;
  server._add('ssl_certificate', o.tls.certificate);
  server._add('ssl_certificate_key', o.tls.key);
  server._add('ssl_protocols', 'TLSv1.2 TLSv1.3');
  server._add('ssl_prefer_server_ciphers', 'off');
  server._add('ssl_session_cache', 'shared:universo_tls:10m');
  server._add('ssl_session_timeout', '1d');
  server._add('ssl_session_tickets', 'off');
}

/** With TLS in the gateway: a plain-HTTP port that only sends browsers to https (no HSTS there). */
export function addHttpRedirectServer(http: Block, o: Resolved): void {
  const redirectPort = o.httpRedirectPort;
  if (redirectPort === undefined) return;
  block(http, 'server', '', (server) => {
    server._add('listen', `${listenAddress(o.host, redirectPort)} default_server`);
    server._add('server_name', '_');
    const port = o.port === 443 ? '' : `:${o.port}`;
    server._add('return', `301 https://$host${port}$request_uri`);
  });
}

/** $universo_public_scheme and what follows from it: the HSTS header and the cookies' Secure flag. */
export function addSchemeMaps(http: Block, o: Resolved): void {
  // The scheme the browser used: https when nginx terminates TLS, or always https behind a load
  // balancer that does (GATEWAY_BEHIND_TLS). It decides HSTS and the Secure flag of the cookies
  // the gateway writes, and is what services see in X-Forwarded-Proto.
  block(http, 'map', '$scheme $universo_public_scheme', (map) => map._add('default', o.behindTls ? 'https' : '$scheme'));
  block(http, 'map', '$universo_public_scheme $universo_hsts', (map) => {
    map._add('default', quote(''));
    map._add('https', quote(HSTS_VALUE));
  });
  block(http, 'map', '$universo_public_scheme $universo_cookie_secure', (map) => {
    map._add('default', quote(''));
    map._add('https', quote('; Secure'));
  });
}
