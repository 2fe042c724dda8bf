import { Module } from '@nestjs/common';
import { EspeakSpeech } from './infrastructure/espeakSpeech';
import { SpeechController } from './speech.controller';
import { SpeechService } from './speech.service';
import { SpeechRateLimitModule } from './speechRateLimit';

/** GET /api/axxon/speech: texts that change, read aloud with the Magic Zone's recorded voice. */
@Module({
  imports: [SpeechRateLimitModule],
  controllers: [SpeechController],
  providers: [SpeechService, EspeakSpeech],
})
export class SpeechModule {}
