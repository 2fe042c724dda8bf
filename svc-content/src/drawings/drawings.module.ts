import { Module } from '@nestjs/common';
import { DRAWING_CONTENT_TYPE, DRAWING_LIMITS } from '@universo/contracts';
import { ChildrenModule } from '../children/children.module';
import { rawUploadRouteProvider } from '../imageUploads/infrastructure/rawUploadRouteProvider';
import { DRAWINGS_PATH, DrawingsController } from './drawings.controller';
import { DRAWINGS_MESSAGES } from './drawings.messages';
import { DrawingsRateLimitModule } from './drawingsRateLimit';
import { DrawingsService } from './drawings.service';
import { DrawingsRepository } from './infrastructure/drawings.repository';
import { PngReencoder } from './infrastructure/pngReencoder';

/** /api/axxon/drawings: each child's private gallery of the advanced drawing zone (rules in ./domain). */
@Module({
  imports: [DrawingsRateLimitModule, ChildrenModule],
  controllers: [DrawingsController],
  providers: [
    DrawingsRepository,
    PngReencoder,
    DrawingsService,
    // The upload route takes a PNG body, up to its own limit.
    rawUploadRouteProvider({
      path: DRAWINGS_PATH,
      mediaTypes: [DRAWING_CONTENT_TYPE],
      maxBytes: DRAWING_LIMITS.maxBytes,
      messages: {
        wrongContentType: DRAWINGS_MESSAGES.wrongContentType,
        tooLarge: DRAWINGS_MESSAGES.tooLarge(DRAWING_LIMITS.maxBytes),
        interrupted: DRAWINGS_MESSAGES.interrupted,
      },
    }),
  ],
})
export class DrawingsModule {}
