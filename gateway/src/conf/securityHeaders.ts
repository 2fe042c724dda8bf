import { join } from 'node:path';
import type { NginxConfFile } from 'nginx-conf';
import { type Block, emptyConf, quote } from './confTree';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Scripts only as files from our origin: no inline code, no eval, no other host.
  "script-src 'self'",
  // Inline event handlers (`onclick="..."`) never, whatever script-src says later.
  "script-src-attr 'none'",
  // The apps' CSS comes as files from our origin; inline styles (style attributes, <style> in an
  // inline SVG drawing) stay allowed, inline scripts do not.
  "style-src 'self' 'unsafe-inline'",
  // No https: images from elsewhere: a picture on another host tells that host who viewed the page
  // (the gallery's photos are uploaded to us and served from our origin).
  "img-src 'self' data:",
  "media-src 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Sent only when the page was served over TLS (a year, subdomains too; no preload list). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** The headers every response carries, including API answers and errors (`always`). */
export function securityHeadersConf(): NginxConfFile {
  const conf = emptyConf();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) conf.nginx._add('add_header', `${name} ${quote(value)} always`);
  // Empty (no header at all) unless the page reached the browser over TLS: see $universo_hsts.
  conf.nginx._add('add_header', 'Strict-Transport-Security $universo_hsts always');
  // The id the services log this request under (they answer it too; nginx's copy also covers its own answers).
  conf.nginx._add('add_header', 'X-Request-Id $request_id always');
  return conf;
}

/**
 * Every answer carries the security headers: a location that adds a header of its own (which
 * replaces the server's in nginx) includes them again.
 */
export function includeSecurityHeaders(location: Block, confDir: string): void {
  location._add('include', join(confDir, 'security-headers.conf'));
}
