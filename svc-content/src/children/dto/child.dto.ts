import type { ChatConsentRequest, ChildAvatar, ChildRequest, LearningLevel, ProfileCharacterId } from '@universo/contracts';
import { ChildProfileDto } from '../../learning/dto/childProfile.dto';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import {
  childAgeProblem,
  childNameProblem,
  learningLevelProblem,
  normalizeChildAge,
  normalizeChildName,
  preferredCharacterProblem,
} from '../../learning/domain/childProfileRules';
import { Rule } from '../../learning/dto/rule';
import { avatarProblem, chatConsentVersionProblem } from '../domain/childRules';

/** POST /api/children: the spec's profile fields (their rules are /profile-setup's) plus an avatar. No surname, photo, e-mail or password. */
export class NewChildDto extends ChildProfileDto implements ChildRequest {
  @Rule('avatar', avatarProblem)
  avatar: ChildAvatar;
}

/** PATCH /api/children/{id}: any of the same fields, with the same rules. */
export class ChildChangeDto implements Partial<ChildRequest> {
  @IsOptional()
  @Transform(({ value }) => normalizeChildName(value))
  @Rule('childName', childNameProblem)
  childName?: string;

  @IsOptional()
  @Transform(({ value }) => normalizeChildAge(value))
  @Rule('childAge', childAgeProblem)
  childAge?: number;

  @IsOptional()
  @Rule('learningLevel', learningLevelProblem)
  learningLevel?: LearningLevel;

  @IsOptional()
  @Rule('preferredCharacter', preferredCharacterProblem)
  preferredCharacter?: ProfileCharacterId;

  @IsOptional()
  @Rule('avatar', avatarProblem)
  avatar?: ChildAvatar;
}

/** POST /api/children/{id}/chat-consent: the version of the chat sentence the adult accepted. */
export class ChatConsentDto implements ChatConsentRequest {
  @Rule('version', (value) => chatConsentVersionProblem(value))
  version: string;
}
