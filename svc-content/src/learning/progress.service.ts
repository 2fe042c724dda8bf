import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { ChildDashboard, ProgressEventDetails, ProgressEventRequest, ProgressEventResponse, Reward } from '@universo/contracts';
import { parseChapterKey } from './domain/activityKeys';
import { catalogueEventOf } from './domain/catalogueEvents';
import { levelStatus } from './domain/levels';
import { buildDashboard, rewardList, summarizeProgress } from './domain/progressSummary';
import { ChildProfilesRepository } from './infrastructure/childProfiles.repository';
import { type NewProgressEvent, ProgressEventsRepository, type StoredProgressEvent } from './infrastructure/progressEvents.repository';
import { LEARNING_MESSAGES } from './learning.messages';

@Injectable()
export class ProgressService {
  constructor(
    private readonly profiles: ChildProfilesRepository,
    private readonly events: ProgressEventsRepository,
  ) {}

  /**
   * Records an event of the child of this user. A repeat (the same `eventId`, a chapter already
   * read, a personalised challenge or printable already completed) stores nothing and answers with
   * the stored event: `recorded` false. A personalised challenge or printable is worth what the
   * catalogue says, never the client's `points`.
   */
  async record(userId: string, request: ProgressEventRequest): Promise<ProgressEventResponse> {
    const catalogue = catalogueEventOf(request.type, request.activity, request.details);
    if (catalogue && 'problem' in catalogue) throw new BadRequestException(catalogue.problem);
    if (!(await this.profiles.exists(userId))) throw new ConflictException(LEARNING_MESSAGES.progressNeedsProfile);
    const chapter = request.type === 'chapter_read' ? parseChapterKey(request.activity) : null;
    if (chapter && !(await this.events.chapterExists(chapter.bookId, chapter.chapter))) {
      throw new BadRequestException(LEARNING_MESSAGES.unknownChapter);
    }
    const event: NewProgressEvent = {
      eventId: request.eventId ?? null,
      type: request.type,
      activity: request.activity,
      points: catalogue ? catalogue.event.points : (request.points ?? null),
      details: request.details ?? null,
      catalogueKey: catalogue ? catalogue.event.key : null,
    };
    const inserted = await this.events.insert(userId, event);
    const stored = inserted ?? (await this.events.findRepeated(userId, event));
    if (!stored) throw new ConflictException(LEARNING_MESSAGES.eventNotStored);
    return this.answer(userId, stored, inserted !== null);
  }

  /** The AXXON demo of a logged-in family with a profile counts as an activity; otherwise nothing happens. */
  async recordDemoUse(userId: string, details: ProgressEventDetails): Promise<boolean> {
    if (!(await this.profiles.exists(userId))) return false;
    const stored = await this.events.insert(userId, { eventId: null, type: 'demo_used', activity: 'axxon-demo', points: null, details, catalogueKey: null });
    return stored !== null;
  }

  async dashboard(userId: string): Promise<ChildDashboard> {
    const profile = await this.profiles.find(userId);
    if (!profile) throw new NotFoundException(LEARNING_MESSAGES.noProfile);
    return buildDashboard(profile, summarizeProgress(await this.events.listForUser(userId)));
  }

  /** The whole catalogue: all locked for a family without a profile (it has no events). */
  async rewards(userId: string): Promise<Reward[]> {
    return rewardList(summarizeProgress(await this.events.listForUser(userId)));
  }

  private async answer(userId: string, stored: StoredProgressEvent, recorded: boolean): Promise<ProgressEventResponse> {
    const summary = summarizeProgress(await this.events.listForUser(userId));
    const { record: _record, ...event } = stored;
    return {
      recorded,
      event,
      pointsAwarded: summary.pointsByEvent.get(stored.id) ?? 0,
      totalPoints: summary.stats.totalPoints,
      currentLevel: levelStatus(summary.stats.totalPoints).currentLevel,
      unlockedRewards: recorded ? rewardList(summary).filter((reward) => summary.unlocks.get(reward.id)?.eventId === stored.id) : [],
    };
  }
}
