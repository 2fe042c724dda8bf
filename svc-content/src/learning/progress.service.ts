import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { ChildDashboard, ProgressEventDetails, ProgressEventRequest, ProgressEventResponse, Reward } from '@universo/contracts';
import type { FastifyRequest } from 'fastify';
import { type ChildKey, ChildrenService } from '../children/children.service';
import { parseChapterKey } from './domain/activityKeys';
import { catalogueEventOf } from './domain/catalogueEvents';
import { verifyGame } from './domain/gamePlays';
import { levelStatus } from './domain/levels';
import { eventWorth } from './domain/points';
import { occurredAtInstant } from './domain/progressEventRules';
import { buildDashboard, rewardList, summarizeProgress } from './domain/progressSummary';
import { type NewProgressEvent, ProgressEventsRepository, type StoredProgressEvent } from './infrastructure/progressEvents.repository';
import { LEARNING_MESSAGES } from './learning.messages';

@Injectable()
export class ProgressService {
  constructor(
    private readonly children: ChildrenService,
    private readonly events: ProgressEventsRepository,
  ) {}

  /**
   * Records an event of the child who is playing in this family. A repeat (the same `eventId`, a chapter already
   * read, a personalised challenge or printable already completed) stores nothing and answers with
   * the stored event: `recorded` false. What an event is worth comes from the service's own table
   * (domain/points.ts) or catalogue, never from the client's `points`, which is accepted for older
   * clients and ignored.
   */
  async record(userId: string, request: ProgressEventRequest, http?: FastifyRequest): Promise<ProgressEventResponse> {
    const catalogue = catalogueEventOf(request.type, request.activity, request.details);
    if (catalogue && 'problem' in catalogue) throw new BadRequestException(catalogue.problem);
    const game = verifyGame(request.type, request.activity, request.points, request.details);
    if (game && 'problem' in game) throw new BadRequestException(game.problem);
    const child = await this.children.playing(userId, http);
    if (!child) throw new ConflictException(LEARNING_MESSAGES.progressNeedsProfile);
    const chapter = request.type === 'chapter_read' ? parseChapterKey(request.activity) : null;
    if (chapter && !(await this.events.chapterExists(chapter.bookId, chapter.chapter))) {
      throw new BadRequestException(LEARNING_MESSAGES.unknownChapter);
    }
    const event: NewProgressEvent = {
      eventId: request.eventId ?? null,
      type: request.type,
      activity: request.activity,
      points: eventWorth(request.activity, catalogue ? { cataloguePoints: catalogue.event.points } : game ? { verifiedScore: game.verifiedScore } : {}),
      details: request.details ?? null,
      catalogueKey: catalogue ? catalogue.event.key : null,
      occurredAt: occurredAtInstant(request.occurredAt),
    };
    const inserted = await this.events.insert(child, event);
    const stored = inserted ?? (await this.events.findRepeated(child, event));
    if (!stored) throw new ConflictException(LEARNING_MESSAGES.eventNotStored);
    return this.answer(child, stored, inserted !== null);
  }

  /** The AXXON demo of a logged-in family with a child playing counts as that child's activity; otherwise nothing happens. */
  async recordDemoUse(userId: string, details: ProgressEventDetails): Promise<boolean> {
    const child = await this.children.playing(userId);
    if (!child) return false;
    const stored = await this.events.insert(child, { eventId: null, type: 'demo_used', activity: 'axxon-demo', points: eventWorth('axxon-demo'), details, catalogueKey: null });
    return stored !== null;
  }

  /** The dashboard of the child who is playing. */
  async dashboard(userId: string, http?: FastifyRequest): Promise<ChildDashboard> {
    const child = await this.children.playing(userId, http);
    if (!child) throw new NotFoundException(LEARNING_MESSAGES.noProfile);
    return buildDashboard(child.child, summarizeProgress(await this.events.listForChild(child)));
  }

  /** The whole catalogue for the child who is playing: all locked in a family without children. */
  async rewards(userId: string, http?: FastifyRequest): Promise<Reward[]> {
    const child = await this.children.playing(userId, http);
    return rewardList(summarizeProgress(child ? await this.events.listForChild(child) : []));
  }

  private async answer(child: ChildKey, stored: StoredProgressEvent, recorded: boolean): Promise<ProgressEventResponse> {
    const summary = summarizeProgress(await this.events.listForChild(child));
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
