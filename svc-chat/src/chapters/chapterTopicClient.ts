import { Inject, Injectable, Logger } from '@nestjs/common';
import { CHARACTER_IDS, type ChapterRef, type ChapterTopic, type CharacterId } from '@universo/contracts';
import { getPublic, SERVICE_CONFIG } from '@universo/service-kit';
import { ChatConfig } from '../config';

export type ChapterTopicAnswer = { state: 'found'; topic: ChapterTopic } | { state: 'unknown' } | { state: 'unavailable' };

/** Chapters change only when svc-content deploys new content: a few minutes old is fine. */
const FOUND_TTL_MS = 5 * 60_000;
/** An unknown chapter is remembered briefly, so repeating a bad reference does not reach svc-content. */
const UNKNOWN_TTL_MS = 30_000;
/** Forty chapters today; the bound keeps made-up references from growing the memory. */
const MAX_ENTRIES = 500;

function parseTopic(body: unknown, ref: ChapterRef): ChapterTopic | null {
  const topic = body as Partial<ChapterTopic> | null;
  if (!topic || typeof topic.title !== 'string' || typeof topic.description !== 'string') return null;
  const character = CHARACTER_IDS.includes(topic.character as CharacterId) ? (topic.character as CharacterId) : null;
  return { bookId: ref.bookId, number: ref.number, title: topic.title, description: topic.description, character };
}

/**
 * Asks svc-content what a chapter is (`GET /api/books/:id/chapters/:n/topic`, a public read) for a
 * chat opened from it. Each replica keeps its own short cache; nothing about a family goes along.
 */
@Injectable()
export class ChapterTopicClient {
  private readonly logger = new Logger('ChapterTopic');
  private readonly cache = new Map<string, { answer: ChapterTopicAnswer; until: number }>();

  constructor(@Inject(SERVICE_CONFIG) private readonly config: ChatConfig) {}

  async topic(ref: ChapterRef, now = Date.now()): Promise<ChapterTopicAnswer> {
    const key = `${ref.bookId}:${ref.number}`;
    const cached = this.cache.get(key);
    if (cached && cached.until > now) return cached.answer;
    const answer = await this.ask(ref);
    if (answer.state !== 'unavailable') {
      if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(key, { answer, until: now + (answer.state === 'found' ? FOUND_TTL_MS : UNKNOWN_TTL_MS) });
    }
    return answer;
  }

  private async ask(ref: ChapterRef): Promise<ChapterTopicAnswer> {
    const contentUrl = this.config.CONTENT_URL;
    if (!contentUrl) return { state: 'unavailable' };
    const answer = await getPublic(contentUrl, `/api/books/${ref.bookId}/chapters/${ref.number}/topic`, this.config.CONTENT_TIMEOUT_MS);
    if (!answer.answered) {
      this.logger.warn(`svc-content no dijo qué capítulo es ${ref.bookId}/${ref.number} (${answer.reason})`);
      return { state: 'unavailable' };
    }
    if (answer.status === 404) return { state: 'unknown' };
    const topic = answer.status === 200 ? parseTopic(answer.body, ref) : null;
    return topic ? { state: 'found', topic } : { state: 'unavailable' };
  }
}
