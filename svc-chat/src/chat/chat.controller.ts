import { Body, Controller, Get, Header, Inject, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { ChatMessage, ChatReply } from '@universo/contracts';
import { cookieSecure, CurrentSession, readSessionCookie, SERVICE_CONFIG, type SessionClaims } from '@universo/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChatConfig } from '../config';
import { ChatThrottlerGuard } from '../rateLimit/chatThrottlerGuard';
import { newVisitorId, ownerKey, readVisitorId, visitorCookie } from './chatOwner';
import { ChatService } from './chat.service';
import { ChatHistoryQuery } from './dto/chatHistoryQuery.dto';
import { ChatRequestDto } from './dto/chatRequest.dto';

// Conversations are personal: no shared cache may keep them.
@Controller('api/chat')
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    @Inject(SERVICE_CONFIG) private readonly config: ChatConfig,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  history(
    @Query() query: ChatHistoryQuery,
    @CurrentSession() session: SessionClaims | null,
    @Req() request: FastifyRequest,
  ): Promise<ChatMessage[]> {
    return this.chat.history(ownerKey(session, readVisitorId(request.headers.cookie)), query.sessionId);
  }

  @Post()
  @Header('Cache-Control', 'no-store')
  @UseGuards(ChatThrottlerGuard)
  async send(
    @Body() body: ChatRequestDto,
    @CurrentSession() session: SessionClaims | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ChatReply> {
    await this.chat.ensureMayChat(body.character, { session, sessionToken: session ? readSessionCookie(request) : undefined });
    let visitorId = readVisitorId(request.headers.cookie);
    if (!session && !visitorId) {
      visitorId = newVisitorId();
      void response.header('set-cookie', visitorCookie(visitorId, cookieSecure(this.config)));
    }
    return this.chat.send(ownerKey(session, visitorId)!, body);
  }
}
