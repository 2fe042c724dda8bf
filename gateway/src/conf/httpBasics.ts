import { join } from 'node:path';
import { type Block, block, quote } from './confTree';
import type { Resolved } from './gatewayOptions';

// The http block's plumbing: file types and charset, logs, temp folders, compression, the client
// address behind trusted proxies, and the Host the services see.

const MIME_TYPES: Record<string, string> = {
  'text/html': 'html htm',
  'text/css': 'css',
  'text/plain': 'txt',
  'text/xml': 'xml',
  'application/javascript': 'js mjs',
  'application/json': 'json map',
  'application/manifest+json': 'webmanifest',
  'application/wasm': 'wasm',
  'application/pdf': 'pdf',
  'image/svg+xml': 'svg svgz',
  'image/png': 'png',
  'image/jpeg': 'jpeg jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/x-icon': 'ico',
  'font/woff': 'woff',
  'font/woff2': 'woff2',
  'font/ttf': 'ttf',
  'font/otf': 'otf',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg opus',
  'audio/wav': 'wav',
  'audio/mp4': 'm4a',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/** The text types: sent with a charset, and compressed. */
const TEXT_TYPES = 'text/css text/plain text/xml application/javascript application/json application/manifest+json image/svg+xml';

export function addHttpCore(http: Block, o: Resolved): void {
  block(http, 'types', '', (types) => {
    for (const [mime, extensions] of Object.entries(MIME_TYPES)) types._add(mime, extensions);
  });
  http._add('default_type', 'application/octet-stream');
  http._add('charset', 'utf-8');
  http._add('charset_types', TEXT_TYPES);
  http._add('server_tokens', 'off');
  http._add('sendfile', 'on');
  http._add('tcp_nopush', 'on');
  http._add('keepalive_timeout', '65s');
  http._add('client_max_body_size', o.clientMaxBodySize);
  http._add('client_body_buffer_size', '64k');

  http._add(
    'log_format',
    `universo '$remote_addr [$time_local] $request_id "$request" $status $body_bytes_sent $request_time "$upstream_addr" $upstream_status $upstream_response_time "$http_user_agent"'`,
  );
  if (!o.accessLog) http._add('access_log', 'off');
  else if (o.target === 'compose') http._add('access_log', '/dev/stdout universo');
  else http._add('access_log', `${join(o.runDir, 'logs', 'access.log')} universo buffer=32k flush=1s`);

  // Debian's defaults point at /var/lib/nginx: keep every temp file in the run folder
  // (compose: the folders the official image already has).
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    const path = o.target === 'local' ? join(o.runDir, 'tmp', kind) : join(o.runDir, `${kind === 'client_body' ? 'client' : kind}_temp`);
    http._add(`${kind}_temp_path`, path);
  }

  http._add('gzip', 'on');
  http._add('gzip_comp_level', '5');
  http._add('gzip_min_length', '1024');
  http._add('gzip_proxied', 'any');
  http._add('gzip_vary', 'on');
  http._add('gzip_types', TEXT_TYPES);
  // The build writes a `.gz` beside each text file (packages/stack/src/precompress.ts): served as
  // is, no compression per request. Debian's nginx here has no brotli module, so gzip only.
  http._add('gzip_static', 'on');
}

export function addTrustedProxies(http: Block, o: Resolved): void {
  // Behind trusted proxies only: the client address is the last one in X-Forwarded-For that is
  // not a trusted proxy, so limits, logs and the X-Forwarded-For sent on are the family's, not
  // the load balancer's. With none (the default) a client-supplied X-Forwarded-For is ignored.
  if (o.trustedProxies.length > 0) {
    for (const proxy of o.trustedProxies) http._add('set_real_ip_from', proxy);
    http._add('real_ip_header', 'X-Forwarded-For');
    http._add('real_ip_recursive', 'on');
  }
}

/** The Host the services see: the browser's, or nginx's server name when it sent none. */
export function addHostMap(http: Block): void {
  block(http, 'map', '$http_host $universo_host', (map) => {
    map._add('default', '$http_host');
    map._add(quote(''), '$host');
  });
}
