import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { type Child, type ChildRequest, type ChildrenResponse, MAX_CHILDREN_PER_FAMILY } from '@universo/contracts';
import type { ChildProfileRequest } from '../apiShapes';
import { enqueueMail } from '@universo/mailer';
import { FamilyDataClient, FamilyDataUnavailableError, SERVICE_CONFIG } from '@universo/service-kit';
import type { FastifyRequest } from 'fastify';
import type { EntityManager } from 'typeorm';
import { type ContentConfig, publicSiteUrl } from '../config';
import { childAddedMail } from '../familyMail/childAddedMail';
import { CHILDREN_MESSAGES } from './children.messages';
import { DEFAULT_AVATAR, firstChildOf, mayAddChild, playingChildOf } from './domain/childRules';
import { ChildrenRepository, type FamilyRecord } from './infrastructure/children.repository';
import { type FamilyAccountAnswer, FamilyAccountClient } from './infrastructure/familyAccountClient';

/** A child of a family, as what belongs to that child (progress, drawings) is keyed. */
export interface ChildKey {
  userId: string;
  childId: string;
}

/**
 * A family's children (up to five) and the one who is playing. The first child comes from what
 * the adult wrote at registration, once svc-auth says the address is confirmed; before that the
 * family has no child and cannot add one.
 */
@Injectable()
export class ChildrenService {
  private readonly familyData: FamilyDataClient;

  constructor(
    private readonly children: ChildrenRepository,
    private readonly accounts: FamilyAccountClient,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {
    this.familyData = new FamilyDataClient({ secret: config.SESSION_SECRET, timeoutMs: 5_000 });
  }

  async list(userId: string, request: FastifyRequest): Promise<ChildrenResponse> {
    const answer = await this.accounts.accountOf(request);
    const { family } = await this.ensureFamily(userId, answer);
    return this.response(family, mayCreate(answer));
  }

  async add(userId: string, request: FastifyRequest, child: ChildRequest): Promise<Child> {
    const answer = await this.accounts.accountOf(request);
    this.requireConfirmed(answer);
    await this.ensureFamily(userId, answer);
    return this.children.transaction(async (manager) => {
      await this.children.lockFamily(manager, userId);
      const created = await this.insertWithinLimit(manager, userId, child);
      const family = await this.children.family(userId, manager);
      await this.notifyAdded(manager, answer, created, family.children.length);
      // The first child of a family starts playing; later ones wait until the family switches.
      if (!family.children.some((c) => c.id === family.activeChildId && c.id !== created.id)) {
        await this.children.setPlaying(manager, userId, playingChildOf(family.children, family.activeChildId)?.id ?? created.id);
      }
      return created;
    });
  }

  async change(userId: string, childId: string, change: Partial<ChildRequest>): Promise<Child> {
    const updated = await this.children.transaction((manager) => this.children.updateChild(manager, userId, childId, change));
    if (!updated) throw new NotFoundException(CHILDREN_MESSAGES.notFound);
    return updated;
  }

  /**
   * Deletes a child with everything that is theirs: here (progress, rewards, drawings, chat
   * consents) and their conversations in svc-chat, erased first. When svc-chat cannot erase
   * them, nothing is deleted (503): the adult tries again and no conversation is left orphaned.
   */
  async remove(userId: string, childId: string): Promise<void> {
    if (!(await this.children.findChild(this.children.manager(), userId, childId))) throw new NotFoundException(CHILDREN_MESSAGES.notFound);
    if (this.config.CHAT_URL) {
      try {
        await this.familyData.eraseChildIn(this.config.CHAT_URL, { userId, email: '' }, childId);
      } catch (error) {
        if (error instanceof FamilyDataUnavailableError) throw new ServiceUnavailableException(CHILDREN_MESSAGES.chatUnavailable);
        throw error;
      }
    }
    if (!(await this.children.deleteChild(userId, childId))) throw new NotFoundException(CHILDREN_MESSAGES.notFound);
  }

  /**
   * The adult turns chat on for a child (a consent record with the sentence's version). Only a
   * confirmed address may: the same rule as creating a child.
   */
  async grantChat(userId: string, request: FastifyRequest, childId: string, version: string): Promise<Child> {
    const answer = await this.accounts.accountOf(request);
    if (answer.state === 'unavailable') throw new ServiceUnavailableException(CHILDREN_MESSAGES.accountUnavailable);
    if (answer.state === 'known' && !answer.account.emailConfirmed) throw new ForbiddenException(CHILDREN_MESSAGES.chatNeedsConfirmation);
    return this.children.transaction(async (manager) => {
      if (!(await this.children.grantChat(manager, userId, childId, version))) throw new NotFoundException(CHILDREN_MESSAGES.notFound);
      return (await this.children.findChild(manager, userId, childId))!;
    });
  }

  /** The adult turns chat off for a child (the consent in force is withdrawn; its record stays). */
  async withdrawChat(userId: string, childId: string): Promise<Child> {
    return this.children.transaction(async (manager) => {
      if (!(await this.children.withdrawChat(manager, userId, childId))) throw new NotFoundException(CHILDREN_MESSAGES.notFound);
      return (await this.children.findChild(manager, userId, childId))!;
    });
  }

  chatConsents(userId: string) {
    return this.children.chatConsents(userId);
  }

  /** One child of this family, or a 404 (another family's child looks like one that does not exist). */
  async child(userId: string, childId: string): Promise<Child> {
    const child = await this.children.findChild(this.children.manager(), userId, childId);
    if (!child) throw new NotFoundException(CHILDREN_MESSAGES.notFound);
    return child;
  }

  /** Makes a child of this family the one who is playing. */
  async play(userId: string, request: FastifyRequest, childId: string): Promise<ChildrenResponse> {
    await this.children.transaction(async (manager) => {
      const family = await this.children.family(userId, manager);
      if (!family.children.some((child) => child.id === childId)) throw new NotFoundException(CHILDREN_MESSAGES.notFound);
      await this.children.setPlaying(manager, userId, childId);
    });
    return this.response(await this.children.family(userId), mayCreate(await this.accounts.accountOf(request)));
  }

  /**
   * The child who is playing now, or null (no child yet). With the request, a family read for the
   * first time gets its first child from the account when it is due (whichever page asks first).
   */
  async playing(userId: string, request?: FastifyRequest): Promise<(ChildKey & { child: Child }) | null> {
    const child = request ? (await this.playingOrFirst(userId, request)).child : await this.storedPlaying(userId);
    return child ? { userId, childId: child.id, child } : null;
  }

  private async storedPlaying(userId: string): Promise<Child | null> {
    const family = await this.children.family(userId);
    return playingChildOf(family.children, family.activeChildId);
  }

  /** Like `playing`, first making the family's first child from the account when it is due. */
  async playingFor(userId: string, request: FastifyRequest): Promise<Child | null> {
    return (await this.playingOrFirst(userId, request)).child;
  }

  /**
   * POST /api/axxon/profile: replaces the four profile fields of the child who is playing, or,
   * in a family without children, creates one (who starts playing).
   */
  async saveProfile(userId: string, request: FastifyRequest, profile: ChildProfileRequest): Promise<{ created: boolean; child: Child }> {
    // A first child made from the account by this very request counts as created by it.
    const { child: current, made } = await this.playingOrFirst(userId, request);
    if (current) return { created: made, child: await this.change(userId, current.id, profile) };
    const answer = await this.accounts.accountOf(request);
    this.requireConfirmed(answer);
    return this.children.transaction(async (manager) => {
      await this.children.lockFamily(manager, userId);
      const family = await this.children.family(userId, manager);
      const playing = playingChildOf(family.children, family.activeChildId);
      if (playing) {
        // Another request created the child meanwhile: this one updates it.
        const updated = await this.children.updateChild(manager, userId, playing.id, profile);
        return { created: false, child: updated ?? playing };
      }
      const created = await this.insertWithinLimit(manager, userId, { ...profile, avatar: DEFAULT_AVATAR });
      await this.children.setPlaying(manager, userId, created.id);
      await this.notifyAdded(manager, answer, created, family.children.length + 1);
      return { created: true, child: created };
    });
  }

  private async insertWithinLimit(manager: EntityManager, userId: string, child: ChildRequest): Promise<Child> {
    if (!mayAddChild(await this.children.countChildren(manager, userId))) throw new ConflictException(CHILDREN_MESSAGES.tooMany);
    return this.children.insertChild(manager, userId, child);
  }

  private async playingOrFirst(userId: string, request: FastifyRequest): Promise<{ child: Child | null; made: boolean }> {
    const stored = await this.children.family(userId);
    const { family, made } = stored.exists ? { family: stored, made: false } : await this.ensureFamily(userId, await this.accounts.accountOf(request));
    return { child: playingChildOf(family.children, family.activeChildId), made };
  }

  /**
   * The family as stored, made the first time the account says the address is confirmed (with
   * its first child, from the registration); `made` when this call created that child.
   */
  private async ensureFamily(userId: string, answer: FamilyAccountAnswer): Promise<{ family: FamilyRecord; made: boolean }> {
    const family = await this.children.family(userId);
    if (family.exists || answer.state !== 'known' || !answer.account.emailConfirmed) return { family, made: false };
    const first = firstChildOf(answer.account);
    const made = await this.children.transaction(async (manager) => {
      await this.children.lockFamily(manager, userId);
      if (!first || (await this.children.countChildren(manager, userId)) > 0) return false;
      const created = await this.children.insertChild(manager, userId, first);
      await this.children.setPlaying(manager, userId, created.id);
      await this.notifyAdded(manager, answer, created, 1);
      return true;
    });
    return { family: await this.children.family(userId), made };
  }

  /** The adult hears of every child added to the family (the mail leaves with the transaction). */
  private async notifyAdded(manager: EntityManager, answer: FamilyAccountAnswer, child: Child, childCount: number): Promise<void> {
    if (answer.state !== 'known' || !answer.account.email) return;
    const mail = childAddedMail(publicSiteUrl(this.config), child.childName, childCount);
    await enqueueMail(manager, { kind: 'child-added', to: answer.account.email, ...mail });
  }

  private requireConfirmed(answer: FamilyAccountAnswer): void {
    if (answer.state === 'unavailable') throw new ServiceUnavailableException(CHILDREN_MESSAGES.accountUnavailable);
    if (answer.state === 'known' && !answer.account.emailConfirmed) throw new ForbiddenException(CHILDREN_MESSAGES.needsConfirmation);
  }

  private response(family: FamilyRecord, canAddChildren: boolean): ChildrenResponse {
    return {
      children: family.children,
      activeChildId: playingChildOf(family.children, family.activeChildId)?.id ?? null,
      maxChildren: MAX_CHILDREN_PER_FAMILY,
      canAddChildren: canAddChildren && mayAddChild(family.children.length),
    };
  }
}

/** Whether the account may create children: confirmed, or nobody to ask (the service alone). */
function mayCreate(answer: FamilyAccountAnswer): boolean {
  return answer.state === 'unconfigured' || (answer.state === 'known' && answer.account.emailConfirmed);
}
