import { IsUUID } from 'class-validator';
import { SESSION_ID_INVALID } from '../chat.messages';

export class ChatHistoryQuery {
  @IsUUID('all', { message: SESSION_ID_INVALID })
  sessionId: string;
}
