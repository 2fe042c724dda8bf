import { BadRequestException, ConflictException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import type {
  ChildDashboard,
  GamePlayRequest,
  AnyGamePlayResponse,
  ProgressEventDetails,
  ProgressEventRequest,
  ProgressEventResponse,
  Reward,
} from '../apiShapes';
import type { FastifyRequest } from 'fastify';
import { randomInt } from 'node:crypto';
import { type ChildKey, ChildrenService } from '../children/children.service';
import { parseChapterKey } from './domain/activityKeys';
import { catalogueEventOf } from './domain/catalogueEvents';
import { dealFor, eventPlayProblem, PLAY_LIFETIME_MS, playStatus, verifyDealtGame } from './domain/dealtPlays';
import { verifyGame } from './domain/gamePlays';
import { levelStatus } from './domain/levels';
import { eventWorth } from './domain/points';
import { occurredAtInstant } from './domain/progressEventRules';
import { buildDashboard, rewardList, summarizeProgress } from './domain/progressSummary';
import { GamePlaysRepository, type StoredPlay } from './infrastructure/gamePlays.repository';
import { type NewProgressEvent, ProgressEventsRepository, type StoredProgressEvent } from './infrastructure/progressEvents.repository';
import { LEARNING_MESSAGES } from './learning.messages';
import { PLAY_MESSAGES } from './plays.messages';

/** The service's chance for a dealt play: a number in [0, 1) from the system's secure generator. */
const SECURE_RANDOM = () => randomInt(0, 2 ** 32) / 2 ** 32;

@Injectable()
export class ProgressService {
  constructor(
    private readonly children: ChildrenService,
    private readonly events: ProgressEventsRepository,
    private readonly plays: GamePlaysRepository,
  ) {}

  /**
   * A dealt game starts for the child who is playing: the service draws the play's chance (Gasta o
   * Ahorra: the start scenario and the pocket money of rounds 2 and 3; Estrategia de Mercado: every
   * round's luck; Juego de Inversión: every round's prices) and keeps it, so the event that reports
   * the game is replayed against this deal. Another play of the same game closes it.
   */
  async startPlay(userId: string, request: GamePlayRequest, http?: FastifyRequest): Promise<AnyGamePlayResponse> {
    const child = await this.children.playing(userId, http);
    if (!child) throw new ConflictException(LEARNING_MESSAGES.progressNeedsProfile);
    const deal = dealFor(request.activity, SECURE_RANDOM);
    const play = await this.plays.deal(child, { activity: request.activity, deal, goal: request.goal ?? null, lifetimeMs: PLAY_LIFETIME_MS });
    return {
      playId: play.id,
      activity: request.activity,
      deal: play.deal,
      goal: play.goal,
      dealtAt: play.dealtAt.toISOString(),
      expiresAt: play.expiresAt.toISOString(),
    } as AnyGamePlayResponse;
  }

  /**
   * Records an event of the child who is playing in this family. A repeat (the same `eventId`, a chapter already
   * read, a personalised challenge or printable already completed) stores nothing and answers with
   * the stored event: `recorded` false. What an event is worth comes from the service's own table
   * (domain/points.ts) or catalogue, never from the client's `points`, which is accepted for older
   * clients and ignored.
   */
  async record(userId: string, request: ProgressEventRequest, http?: FastifyRequest): Promise<ProgressEventResponse> {
    if (request.playId !== undefined) return this.recordDealtPlay(userId, request, request.playId, http);
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
      // A replayed game keeps the service's own account of it, never the browser's.
      details: (game && game.details) ?? request.details ?? null,
      catalogueKey: catalogue ? catalogue.event.key : null,
      occurredAt: occurredAtInstant(request.occurredAt),
    };
    const inserted = await this.events.insert(child, event);
    const stored = inserted ?? (await this.events.findRepeated(child, event));
    if (!stored) throw new ConflictException(LEARNING_MESSAGES.eventNotStored);
    return this.answer(child, stored, inserted !== null);
  }

  /**
   * A finished dealt game: the play must be this child's (404 otherwise), still open (410 when it
   * expired or a newer play closed it) and not recorded yet (409); its moves are replayed against
   * the stored deal (400 when the rules cannot reach them). The play is claimed and the event
   * stored in one transaction, so a play counts once even when two requests race. A retry with
   * the same eventId answers with what it stored (200).
   */
  private async recordDealtPlay(userId: string, request: ProgressEventRequest, playId: string, http?: FastifyRequest): Promise<ProgressEventResponse> {
    const problem = eventPlayProblem(request.type, request.activity, playId);
    if (problem) throw new BadRequestException(problem);
    const child = await this.children.playing(userId, http);
    if (!child) throw new ConflictException(LEARNING_MESSAGES.progressNeedsProfile);
    const play = await this.plays.find(child, playId);
    if (!play || play.activity !== request.activity) throw new NotFoundException(PLAY_MESSAGES.unknownPlay);
    const repeat = await this.repeatOf(child, request.eventId);
    if (repeat) return this.answer(child, repeat, false);
    this.requireOpen(play);
    const verdict = verifyDealtGame(play, request.points, request.details);
    if ('problem' in verdict) throw new BadRequestException(verdict.problem);
    const event: NewProgressEvent = {
      eventId: request.eventId ?? null,
      type: request.type,
      activity: request.activity,
      points: eventWorth(request.activity, { verifiedScore: verdict.verifiedScore }),
      details: verdict.details,
      catalogueKey: null,
      occurredAt: occurredAtInstant(request.occurredAt),
    };
    const stored = await this.plays.recordOnce(play.id, (manager) => this.events.insert(child, event, manager));
    if (stored !== null && stored !== 'taken') return this.answer(child, stored, true);
    // Another request got there first: the same event (a retry) answers as a repeat; otherwise why the play is closed.
    const again = await this.repeatOf(child, request.eventId);
    if (again) return this.answer(child, again, false);
    const now = await this.plays.find(child, playId);
    if (now) this.requireOpen(now);
    throw new ConflictException(LEARNING_MESSAGES.eventNotStored);
  }

  private async repeatOf(child: ChildKey, eventId: string | undefined): Promise<StoredProgressEvent | null> {
    if (eventId === undefined) return null;
    return this.events.findRepeated(child, { eventId, type: 'game_finished', activity: '', points: null, details: null, catalogueKey: null });
  }

  private requireOpen(play: StoredPlay): void {
    const status = playStatus(play);
    if (status === 'used') throw new ConflictException(PLAY_MESSAGES.usedPlay);
    if (status === 'expired') throw new GoneException(PLAY_MESSAGES.expiredPlay);
  }

  /** The AXXON demo of a logged-in family with a child playing counts as that child's activity; otherwise nothing happens. */
  async recordDemoUse(userId: string, details: ProgressEventDetails): Promise<boolean> {
    const child = await this.children.playing(userId);
    if (!child) return false;
    const stored = await this.events.insert(child, {
      eventId: null,
      type: 'demo_used',
      activity: 'axxon-demo',
      points: eventWorth('axxon-demo'),
      details,
      catalogueKey: null,
    });
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
