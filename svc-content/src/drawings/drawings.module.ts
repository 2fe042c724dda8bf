import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { DRAWING_LIMITS } from '@universo/contracts';
import type { FastifyInstance } from 'fastify';
import { ChildrenModule } from '../children/children.module';
import { DRAWINGS_PATH, DrawingsController } from './drawings.controller';
import { DrawingsRateLimitModule } from './drawingsRateLimit';
import { DrawingsService } from './drawings.service';
import { DrawingsRepository } from './infrastructure/drawings.repository';
import { PngReencoder } from './infrastructure/pngReencoder';
import { acceptPngUploads } from './infrastructure/pngUploadBody';

/** /api/axxon/drawings: each child's private gallery of the advanced drawing zone (rules in ./domain). */
@Module({
  imports: [DrawingsRateLimitModule, ChildrenModule],
  controllers: [DrawingsController],
  providers: [DrawingsRepository, PngReencoder, DrawingsService],
})
export class DrawingsModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** Before the server is ready: the upload route takes a PNG body, up to its own limit. */
  onModuleInit(): void {
    acceptPngUploads(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), { path: DRAWINGS_PATH, maxBytes: DRAWING_LIMITS.maxBytes });
  }
}
