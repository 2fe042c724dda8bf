import { Injectable, NotFoundException } from '@nestjs/common';
import type { ChildProfileRequest, ChildProfileResponse } from '@universo/contracts';
import { ChildProfilesRepository } from './infrastructure/childProfiles.repository';
import { LEARNING_MESSAGES } from './learning.messages';

@Injectable()
export class ChildProfilesService {
  constructor(private readonly profiles: ChildProfilesRepository) {}

  /** One profile per user: the first call creates it, later calls replace its four fields. */
  save(userId: string, profile: ChildProfileRequest): Promise<{ created: boolean; profile: ChildProfileResponse }> {
    return this.profiles.upsert(userId, profile);
  }

  find(userId: string): Promise<ChildProfileResponse | null> {
    return this.profiles.find(userId);
  }

  async get(userId: string): Promise<ChildProfileResponse> {
    const profile = await this.profiles.find(userId);
    if (!profile) throw new NotFoundException(LEARNING_MESSAGES.noProfile);
    return profile;
  }
}
