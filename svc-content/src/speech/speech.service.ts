import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { SERVICE_CONFIG } from '@universo/service-kit';
import type { ContentConfig } from '../config';
import { SpeechCache } from './domain/speechCache';
import { SPEECH_MESSAGES, speechHash } from './domain/speechText';
import { EspeakSpeech, SpeechUnavailableError } from './infrastructure/espeakSpeech';

export interface SpeechRecording {
  /** The cache key: the text's words and the voice. */
  hash: string;
  audio: Buffer;
}

/**
 * The recordings of changing texts: from the cache when the same words were read lately, else
 * synthesised, a few at a time (SPEECH_CONCURRENCY); one text asked twice at once is made once.
 * More waiting than the queue holds answers 503, so a flood never piles up work.
 */
@Injectable()
export class SpeechService {
  private readonly logger = new Logger('Speech');
  private readonly cache: SpeechCache;
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly espeak: EspeakSpeech,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {
    this.cache = new SpeechCache(config.SPEECH_CACHE_MB * 1024 * 1024);
  }

  async read(text: string): Promise<SpeechRecording> {
    const hash = speechHash(text);
    const cached = this.cache.get(hash);
    if (cached) return { hash, audio: cached };
    let pending = this.inFlight.get(hash);
    if (!pending) {
      pending = this.synthesise(text).finally(() => this.inFlight.delete(hash));
      this.inFlight.set(hash, pending);
    }
    const audio = await pending;
    this.cache.set(hash, audio);
    return { hash, audio };
  }

  private async synthesise(text: string): Promise<Buffer> {
    await this.turn();
    try {
      return await this.espeak.render(text);
    } catch (error) {
      if (error instanceof SpeechUnavailableError) {
        this.logger.warn(`No se pudo leer un texto en voz alta: ${error.message}`);
        throw new ServiceUnavailableException(SPEECH_MESSAGES.unavailable);
      }
      throw error;
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  /** Waits for a free synthesiser, or refuses when too many texts already wait. */
  private turn(): Promise<void> {
    if (this.running < this.config.SPEECH_CONCURRENCY) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.config.SPEECH_CONCURRENCY * 4) throw new ServiceUnavailableException(SPEECH_MESSAGES.busy);
    return new Promise((resolve) =>
      this.waiting.push(() => {
        this.running++;
        resolve();
      }),
    );
  }
}
