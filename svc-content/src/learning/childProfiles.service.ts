import { Injectable, NotFoundException } from '@nestjs/common';
import type { Child } from '@universo/contracts';
import type { ChildProfileRequest, ChildProfileResponse } from '../apiShapes';
import type { FastifyRequest } from 'fastify';
import { ChildrenService } from '../children/children.service';
import { pickFields } from '../fields';
import { LEARNING_MESSAGES } from './learning.messages';

/** The spec's profile shape of a child (without the child's id, avatar and chat consent). */
const PROFILE_FIELDS = ['childName', 'childAge', 'learningLevel', 'preferredCharacter', 'createdAt', 'updatedAt'] as const;

function toProfile(child: Child): ChildProfileResponse {
  return pickFields(child, PROFILE_FIELDS);
}

/** /api/axxon/profile: the profile of the child who is playing (see src/children). */
@Injectable()
export class ChildProfilesService {
  constructor(private readonly children: ChildrenService) {}

  /** Replaces the playing child's four fields, or creates the family's first child. */
  async save(userId: string, request: FastifyRequest, profile: ChildProfileRequest): Promise<{ created: boolean; profile: ChildProfileResponse }> {
    const { created, child } = await this.children.saveProfile(userId, request, profile);
    return { created, profile: toProfile(child) };
  }

  async find(userId: string): Promise<ChildProfileResponse | null> {
    const playing = await this.children.playing(userId);
    return playing ? toProfile(playing.child) : null;
  }

  async get(userId: string, request: FastifyRequest): Promise<ChildProfileResponse> {
    const child = await this.children.playingFor(userId, request);
    if (!child) throw new NotFoundException(LEARNING_MESSAGES.noProfile);
    return toProfile(child);
  }
}
