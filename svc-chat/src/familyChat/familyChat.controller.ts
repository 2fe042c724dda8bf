import { Controller, Delete, Get, HttpCode, Param, UseGuards } from '@nestjs/common';
import type { FamilyChatResponse } from '@universo/contracts';
import { CurrentSession, PrivateAnswer, type SessionClaims, SessionGuard } from '@universo/service-kit';
import { ownerKey } from '../chat/chatOwner';
import { ChildParams } from './familyChat.dto';
import { FamilyChatService } from './familyChat.service';

/** The adult area's view of each child's chat: read in full, or erase. */
@Controller('api/chat/family')
@UseGuards(SessionGuard)
export class FamilyChatController {
  constructor(private readonly family: FamilyChatService) {}

  @Get(':childId')
  @PrivateAnswer()
  conversations(@CurrentSession() session: SessionClaims, @Param() params: ChildParams): Promise<FamilyChatResponse> {
    return this.family.conversationsOf(ownerKey(session, null)!, params.childId.toLowerCase());
  }

  @Delete(':childId')
  @HttpCode(204)
  async erase(@CurrentSession() session: SessionClaims, @Param() params: ChildParams): Promise<void> {
    await this.family.eraseOf(ownerKey(session, null)!, params.childId.toLowerCase());
  }
}
