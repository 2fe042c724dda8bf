import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PlayingChildResponse } from '@universo/contracts';
import { getAsFamily, SERVICE_CONFIG } from '@universo/service-kit';
import { ChatConfig } from '../config';
import type { PlayingChildAnswer } from './chatConsentGate';

/**
 * Asks svc-content (`GET /api/children/playing`, with the family's own cookie) who is playing and
 * whether the adult turned chat on for them. Asked on every message and conversation read, never
 * cached: an adult who turns chat off is obeyed at once, on every replica.
 */
@Injectable()
export class PlayingChildClient {
  private readonly logger = new Logger('PlayingChild');

  constructor(@Inject(SERVICE_CONFIG) private readonly config: ChatConfig) {}

  async playingChild(sessionToken: string | undefined): Promise<PlayingChildAnswer> {
    const contentUrl = this.config.CONTENT_URL;
    if (!contentUrl) return { state: 'unconfigured' };
    if (!sessionToken) return { state: 'unavailable' };
    const answer = await getAsFamily(contentUrl, '/api/children/playing', sessionToken, this.config.CONTENT_TIMEOUT_MS);
    if (!answer.answered) {
      this.logger.warn(`svc-content no dijo quién está jugando (${answer.reason})`);
      return { state: 'unavailable' };
    }
    if (answer.status !== 200) return { state: 'unavailable' };
    const body = answer.body as Partial<PlayingChildResponse> | null;
    if (!body || !('child' in body)) return { state: 'unavailable' };
    const child = body.child;
    if (child === null) return { state: 'known', child: null };
    if (!child || typeof child.id !== 'string' || typeof child.childName !== 'string') return { state: 'unavailable' };
    return { state: 'known', child: { id: child.id, childName: child.childName, chatOn: Boolean(child.chatConsent) } };
  }
}
