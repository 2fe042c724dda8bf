import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { requestIdFrom } from './requestContext';

/** Where a log line must never show a secret: cookies, sessions, payment signatures. */
export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-signature"]',
  'req.headers["x-family-grant"]',
  'res.headers["set-cookie"]',
];

/** The log level: LOG_LEVEL when set; silent under Jest, whose suites check answers, not logs. */
export function logLevel(env: NodeJS.ProcessEnv = process.env): string {
  return env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info');
}

/**
 * A path as it may be logged: without its query, which can carry a one-time token (an e-mail
 * confirmation, a password reset) or what a family searched for.
 */
export function loggedPath(url: string | undefined): string {
  return (url ?? '').split('?')[0]!;
}

/**
 * JSON lines (pino through nestjs-pino), one per request with its id, method, path, status and
 * time, and every line a handler logs carries the id of its request.
 */
export function loggerParams(service: string, env: NodeJS.ProcessEnv = process.env, destination?: DestinationStream): Params {
  const options = {
    level: logLevel(env),
    base: { service: `svc-${service}` },
    // The id the service answers with (requestContext.ts sets it on the raw request first).
    genReqId: (request: IncomingMessage) => (request as IncomingMessage & { id?: string }).id ?? requestIdFrom(request.headers['x-request-id']),
    // On the request's line and on every line logged while handling it.
    customProps: (request: IncomingMessage) => ({ requestId: (request as IncomingMessage & { id?: string }).id }),
    redact: { paths: REDACTED_LOG_PATHS, censor: '[oculto]' },
    serializers: {
      req: (request: { method?: string; url?: string }) => ({ method: request.method, path: loggedPath(request.url) }),
      res: (response: { statusCode?: number }) => ({ status: response.statusCode }),
    },
    // Probes every few seconds would drown the requests that matter.
    // (originalUrl: a middleware mounted on a path sees the rest of it in `url`.)
    autoLogging: { ignore: (request: IncomingMessage & { originalUrl?: string }) => loggedPath(request.originalUrl ?? request.url) === '/health' },
    customLogLevel: (_request: IncomingMessage, response: ServerResponse, error?: Error) =>
      error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
  } as const;
  return { pinoHttp: destination ? [options, destination] : options };
}
