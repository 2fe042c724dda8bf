import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { SpeechQueryDto } from './dto/speechQuery.dto';
import { SpeechService } from './speech.service';
import { SpeechThrottlerGuard } from './speechRateLimit';

/**
 * The Magic Zone's "Escuchar" for texts that change (a result with its numbers, the child's
 * business name), when the browser has no Spanish voice: the text read aloud as Ogg/Opus. Open to
 * visitors like the games; the same text always gives the same bytes, so browsers keep it a day.
 */
@Controller('api/axxon/speech')
export class SpeechController {
  constructor(private readonly speech: SpeechService) {}

  @Get()
  @UseGuards(SpeechThrottlerGuard)
  async read(@Query() query: SpeechQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const { audio } = await this.speech.read(query.text);
    // The service's ETag (of these bytes) answers a repeated request with 304.
    void reply.header('content-type', 'audio/ogg').header('cache-control', 'public, max-age=86400');
    return audio;
  }
}
