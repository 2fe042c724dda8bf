import { Injectable, Logger } from '@nestjs/common';
import type { AxxonDemoRequest, AxxonDemoResponse } from '../apiShapes';
import type { SessionClaims } from '@universo/service-kit';
import { ChildProfilesService } from '../learning/childProfiles.service';
import { ProgressService } from '../learning/progress.service';
import { analyzeIdea } from './domain/analyzeIdea';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class AxxonDemoService {
  private readonly logger = new Logger('AxxonDemo');

  constructor(
    private readonly profiles: ChildProfilesService,
    private readonly progress: ProgressService,
  ) {}

  /**
   * Analyses the message. For a logged-in family with a child profile, the profile's character
   * answers and the use is recorded as a `demo_used` event; a failure there never fails the demo.
   */
  async analyze(request: AxxonDemoRequest, session: SessionClaims | null): Promise<AxxonDemoResponse> {
    const userId = session && UUID.test(session.sub) ? session.sub.toLowerCase() : null;
    const profile = userId ? await this.profiles.find(userId).catch(() => null) : null;
    const answer = analyzeIdea({ childName: request.childName, message: request.message, character: profile?.preferredCharacter });
    if (userId && profile) {
      const insights = answer.axxonResponse.magicInsights;
      await this.progress
        .recordDemoUse(userId, {
          childEmotion: insights.childEmotion,
          businessPotential: insights.businessPotential,
          creativityLevel: insights.creativityLevel,
          suggestedActivity: insights.suggestedActivity.id,
        })
        .catch((error: unknown) => this.logger.warn(`No se pudo registrar el uso de la demo: ${String(error)}`));
    }
    return answer;
  }
}
