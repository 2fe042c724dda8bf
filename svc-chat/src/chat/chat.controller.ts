import { Body, Controller, Get, Header, HttpException, Inject, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { ChapterTopic } from '@universo/contracts';
import type { ChatMessage, ChatReply } from '../apiShapes';
import { cookieSecure, CurrentSession, ErrorAnswer, readSessionCookie, SERVICE_CONFIG, ServiceMetrics, type SessionClaims } from '@universo/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkChapterForChat } from '../chapters/chapterForChat';
import { ChapterTopicClient } from '../chapters/chapterTopicClient';
import { ChatConfig } from '../config';
import { chatGate } from '../familyChat/chatConsentGate';
import { PlayingChildClient } from '../familyChat/playingChildClient';
import { ChatThrottlerGuard } from '../rateLimit/chatThrottlerGuard';
import { newVisitorId, ownerKey, readVisitorId, visitorCookie } from './chatOwner';
import { ChatService, type ConversationOwner } from './chat.service';
import { countingRefusal } from './chatOutcomes';
import { ChatHistoryQuery } from './dto/chatHistoryQuery.dto';
import { ChatRequestDto } from './dto/chatRequest.dto';
import {
  CHAT_NEEDS_CHILD,
  chapterNotFoundMessage,
  chapterOfAnotherCharacterMessage,
  chatOffMessage,
  CONVERSATION_CHANGED,
  CONVERSATION_NOT_FOUND,
  premiumCharacterMessage,
} from './chat.messages';
import { characterName } from '../characters/characters';

/** A family's chat before the adult turned it on for the child who is playing (`chatConsent: required`); the name is a sample. */
const CHAT_CONSENT_ANSWER = ErrorAnswer(
  403,
  'La familia aún no tiene perfil de niño, o el adulto no activó el chat para el niño que juega: la respuesta lleva chatConsent «required».',
  CHAT_NEEDS_CHILD,
  chatOffMessage('Sofía'),
);

// Conversations are personal: no shared cache may keep them.
@Controller('api/chat')
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly playing: PlayingChildClient,
    private readonly chapters: ChapterTopicClient,
    @Inject(SERVICE_CONFIG) private readonly config: ChatConfig,
    private readonly metrics: ServiceMetrics,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ErrorAnswer(404, 'La conversación no existe o es de otra familia.', CONVERSATION_NOT_FOUND)
  @CHAT_CONSENT_ANSWER
  async history(@Query() query: ChatHistoryQuery, @CurrentSession() session: SessionClaims | null, @Req() request: FastifyRequest): Promise<ChatMessage[]> {
    const visitorId = readVisitorId(request.headers.cookie);
    return this.chat.history(await this.ownerOf(session, request, visitorId), query.sessionId);
  }

  @Post()
  @Header('Cache-Control', 'no-store')
  @UseGuards(ChatThrottlerGuard)
  @ErrorAnswer(403, 'El personaje es premium y el plan de la familia no lo incluye.', premiumCharacterMessage(characterName('chispas')))
  @ErrorAnswer(404, 'La conversación no existe o es de otra familia.', CONVERSATION_NOT_FOUND)
  @ErrorAnswer(
    409,
    'La conversación cambió una y otra vez mientras se componía la respuesta (varias pestañas escribiendo a la vez); no se guardó nada.',
    CONVERSATION_CHANGED,
  )
  @CHAT_CONSENT_ANSWER
  @ErrorAnswer(
    400,
    'El capítulo nombrado (chapter) no existe, o en él se conversa con otro personaje (los mensajes nombran el capítulo y el personaje; estos son ejemplos).',
    chapterNotFoundMessage(1, 99),
    chapterOfAnotherCharacterMessage('El puesto de limonada', characterName('leo')),
  )
  async send(
    @Body() body: ChatRequestDto,
    @CurrentSession() session: SessionClaims | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ChatReply> {
    let visitorId = readVisitorId(request.headers.cookie);
    // Each refusal counted as what it is (universo_chat_messages_total); the rate limit counts its own.
    const owner = await countingRefusal(this.metrics, 'consent_refused', this.ownerOf(session, request, visitorId));
    await countingRefusal(
      this.metrics,
      'premium_refused',
      this.chat.ensureMayChat(body.character, { session, sessionToken: session ? readSessionCookie(request) : undefined }),
    );
    // The same rules as every chat come first (chat consent, the plan); then the chapter is checked.
    let chapter: ChapterTopic | undefined;
    if (body.chapter) {
      const check = checkChapterForChat(await this.chapters.topic(body.chapter), body.character, body.chapter);
      if (!check.ok) throw new HttpException({ message: check.message }, check.status);
      chapter = check.topic;
    }
    if (!session && !visitorId) {
      visitorId = newVisitorId();
      void response.header('set-cookie', visitorCookie(visitorId, cookieSecure(this.config)));
    }
    const reply = await this.chat.send({ ...owner, key: ownerKey(session, visitorId)! }, body, chapter);
    this.metrics.chatMessage('reply');
    return reply;
  }

  /**
   * Whose conversations a request reads and writes. A family chats as the child who is playing,
   * only once the adult turned chat on for that child (403 otherwise; 503 when svc-content
   * cannot tell). Visitors keep the floating chat with Francesca.
   */
  private async ownerOf(session: SessionClaims | null, request: FastifyRequest, visitorId: string | null): Promise<ConversationOwner> {
    const gate = chatGate(session ? await this.playing.playingChild(readSessionCookie(request)) : 'visitor');
    if (!gate.allowed) throw new HttpException(gate.body, gate.status);
    return { key: ownerKey(session, visitorId), childId: gate.childId };
  }
}
