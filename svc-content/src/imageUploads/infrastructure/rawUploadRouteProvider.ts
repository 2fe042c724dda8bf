import { Inject, Injectable, type OnModuleInit, type Type } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { acceptRawUploads, type RawUploadRoute } from './rawUploadBody';

/**
 * A provider that teaches the service's fastify instance one upload route (acceptRawUploads)
 * before the server is ready: the module that serves the route lists it among its providers.
 */
export function rawUploadRouteProvider(route: RawUploadRoute): Type<OnModuleInit> {
  @Injectable()
  class RawUploadRouteRegistration implements OnModuleInit {
    constructor(@Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost) {}

    onModuleInit(): void {
      acceptRawUploads(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), route);
    }
  }
  return RawUploadRouteRegistration;
}
