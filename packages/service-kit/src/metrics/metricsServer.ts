import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BaseServiceConfig, metricsPort } from '../config';
import { SERVICE_CONFIG } from '../tokens';
import { ServiceMetrics, UNMATCHED_ROUTE } from './serviceMetrics';

export const METRICS_PATH = '/metrics';

const NOT_FOUND_BODY = JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Aquí solo se sirven las métricas, en /metrics.' });

/**
 * `/metrics` on the service's internal port (METRICS_PORT, by default PORT + 6000), a server of its
 * own: the gateway routes only the public port's `/api/...` paths, so the metrics never reach the
 * internet, and a slow scrape never waits behind families' requests.
 */
@Injectable()
export class MetricsServer implements OnModuleInit, OnApplicationShutdown {
  private server: Server | undefined;

  constructor(
    private readonly metrics: ServiceMetrics,
    @Inject(SERVICE_CONFIG) private readonly config: BaseServiceConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** Before the routes are ready: every request of the public port is timed from its start. */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (fastify && typeof fastify.addHook === 'function') registerHttpMetrics(fastify, this.metrics);
  }

  /**
   * Starts serving (runService and startTestService call it: a bare `app.init()` in a test opens
   * no second port).
   */
  async listen(): Promise<AddressInfo> {
    if (this.server) return this.address()!;
    const server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method !== 'GET' || path !== METRICS_PATH) {
        response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(NOT_FOUND_BODY);
        return;
      }
      this.metrics.text().then(
        (text) => response.writeHead(200, { 'content-type': this.metrics.contentType, 'cache-control': 'no-store' }).end(text),
        (error: unknown) => {
          new Logger('Metrics').error(`No se pudieron recoger las métricas: ${error instanceof Error ? error.message : String(error)}`);
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('error al recoger las métricas');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(metricsPort(this.config), this.config.HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    return this.address()!;
  }

  /** Where it listens (a test asks for port 0 and reads the one it got). */
  address(): AddressInfo | undefined {
    const address = this.server?.address();
    return address && typeof address === 'object' ? address : undefined;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * Times every request by its route pattern (`/api/chat/family/:childId`, never the URL with its
 * ids and query) and status, and counts the requests in flight.
 */
export function registerHttpMetrics(fastify: FastifyInstance, metrics: ServiceMetrics): void {
  const ends = new WeakMap<FastifyRequest, ReturnType<ServiceMetrics['requestStarted']>>();
  fastify.addHook('onRequest', (request, _reply, done) => {
    ends.set(request, metrics.requestStarted());
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    ends.get(request)?.(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode);
    done();
  });
  // A client that hangs up: no longer in flight (and no duration: nothing was answered).
  fastify.addHook('onRequestAbort', (request, done) => {
    ends.get(request)?.(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, 0);
    done();
  });
}
