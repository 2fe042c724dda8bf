import 'reflect-metadata';
import { type DynamicModule, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage } from 'node:http';
import type { BaseServiceConfig } from './config';
import { MetricsServer } from './metrics/metricsServer';
import { publicReadEtagHook } from './publicRead';
import { requestIdFrom, registerRequestIds } from './requestContext';
import { DEFAULT_BODY_LIMIT_BYTES, registerBodyParsers } from './requestBody';
import { createValidationPipe } from './validation';
import { answerUrlError } from './urlErrors';

/** Nest's own lines through pino, when the module has the logger (every service's does; a bare test module may not). */
function useJsonLogger(app: NestFastifyApplication): void {
  try {
    app.useLogger(app.get(PinoLogger));
  } catch {
    app.flushLogs();
  }
}

/** One route as the HTTP server registered it (fastify's path syntax: `/api/books/:bookId`). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

const routesByApp = new WeakMap<NestFastifyApplication, RegisteredRoute[]>();

/**
 * Every route the application's server registered (after `init()`), as fastify saw them: what the
 * contract tests look up in the service's OpenAPI document. HEAD routes fastify adds for each GET
 * are left out.
 */
export function registeredRoutes(app: NestFastifyApplication): RegisteredRoute[] {
  const routes = routesByApp.get(app);
  if (!routes) throw new Error('Esta aplicación no se creó con createServiceApp.');
  const gets = new Set(routes.filter((route) => route.method === 'GET').map((route) => route.url));
  return routes.filter((route) => !(route.method === 'HEAD' && gets.has(route.url)));
}

/** Creates a service application with the settings every service shares (also used by tests). */
export async function createServiceApp(module: DynamicModule, options: { logger?: false; abortOnError?: boolean } = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    // Exactly one trusted hop (the gateway): the client address is the last X-Forwarded-For
    // entry nginx appended, so a client cannot dodge rate limits by sending its own header.
    trustProxy: 1,
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    // The gateway's id when it is well formed (see requestContext.ts), checked rather than taken as is.
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => requestIdFrom(request.headers['x-request-id']),
    // A malformed or overlong address: the error shape and a Spanish message, like every other 4xx.
    frameworkErrors: answerUrlError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, {
    logger: options.logger === false ? false : ['error', 'warn', 'log'],
    // Held until the JSON logger (logging.ts) takes over, so start-up lines are JSON too.
    bufferLogs: options.logger !== false,
    // Nest's own parsers would take any JSON depth and forms on every route: ours replace them.
    bodyParser: false,
    // A service exits when it cannot start; a test gets the error instead (one suite fails, not the whole run).
    abortOnError: options.abortOnError ?? true,
  });
  if (options.logger !== false) useJsonLogger(app);
  // Before init() registers the controllers' routes, so each one is seen.
  const routes: RegisteredRoute[] = [];
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url ?? route.path });
    });
  routesByApp.set(app, routes);
  registerRequestIds(app.getHttpAdapter().getInstance());
  registerBodyParsers(app.getHttpAdapter().getInstance());
  app.useGlobalPipes(createValidationPipe());
  // ETag and 304 for public reads (@PublicRead): a browser or the gateway that holds the version gets no body.
  app.getHttpAdapter().getInstance().addHook('onSend', publicReadEtagHook);
  return app;
}

/** Starts a service: listens on HOST:PORT; SIGTERM closes HTTP and database, then exits. */
export async function runService(name: string, module: DynamicModule, config: BaseServiceConfig): Promise<NestFastifyApplication> {
  const app = await createServiceApp(module);
  // On SIGTERM/SIGINT: close HTTP and the database pool, then exit 0 (not re-raise the signal).
  app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
  await app.listen({ port: config.PORT, host: config.HOST });
  new Logger('Service').log(`svc-${name} escuchando en http://${config.HOST}:${config.PORT}`);
  const metrics = await app.get(MetricsServer).listen();
  new Logger('Service').log(`svc-${name}: métricas en http://${config.HOST}:${metrics.port}/metrics (puerto interno)`);
  return app;
}
