import type { ChatConsentRequest, ChildAvatar, ChildRequest } from '@universo/contracts';
import { ChildProfileDto } from '../../learning/dto/childProfile.dto';
import { PartialType } from '@nestjs/swagger';
import { Rule } from '../../learning/dto/rule';
import { avatarProblem, chatConsentVersionProblem } from '../domain/childRules';

/** POST /api/children: the spec's profile fields (their rules are /profile-setup's) plus an avatar. No surname, photo, e-mail or password. */
export class NewChildDto extends ChildProfileDto implements ChildRequest {
  @Rule('avatar', avatarProblem)
  avatar: ChildAvatar;
}

/** PATCH /api/children/{id}: any of the same fields, with the same rules (each optional). */
export class ChildChangeDto extends PartialType(NewChildDto) implements Partial<ChildRequest> {}

/** POST /api/children/{id}/chat-consent: the version of the chat sentence the adult accepted. */
export class ChatConsentDto implements ChatConsentRequest {
  @Rule('version', (value) => chatConsentVersionProblem(value))
  version: string;
}
