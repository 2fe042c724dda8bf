// The JSON this service takes and answers, as its handlers return it and its DTOs implement it.
// Its OpenAPI document is generated from these (npm run openapi), and the front ends' types
// from the document (@universo/platform/api/*): the front ends never import this file.
import type { ChapterRef, CharacterId, ChatMessage } from '@universo/contracts';

export type { ChatMessage };

export interface ChatRequest {
  sessionId: string;
  character: CharacterId;
  message: string;
  /**
   * Optional: the chat was opened from this chapter's "Hablar con…" button. svc-chat checks that
   * the chapter exists and is that character's, and the first reply talks about it.
   */
  chapter?: ChapterRef;
}

export interface ChatReply {
  userMessage: ChatMessage;
  reply: ChatMessage;
}
