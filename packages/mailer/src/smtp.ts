/** The SMTP connection settings nodemailer gets from SMTP_URL. */
export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  ignoreTLS: boolean;
  auth?: { user: string; pass: string };
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * `smtp://[user:pass@]host[:port]` (STARTTLS when the relay offers it) or `smtps://…` (TLS from
 * the first byte). A relay on this machine (the development catcher) is spoken to in plain text;
 * `?ignoreTLS=true` does the same for another host (the catcher in docker-compose). Pure.
 */
export function smtpOptions(smtpUrl: string): SmtpOptions {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`SMTP_URL debe empezar por smtp:// o smtps://: ${url.protocol}`);
  const secure = url.protocol === 'smtps:';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return {
    host,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ignoreTLS: !secure && (LOOPBACK.has(host) || url.searchParams.get('ignoreTLS') === 'true'),
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}
