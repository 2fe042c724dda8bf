import { CHARACTER_IDS, type CharacterId, type ChatRequest } from '@universo/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import {
  CHARACTER_INVALID,
  MESSAGE_BAD_CHARACTERS,
  MESSAGE_EMPTY,
  MESSAGE_NOT_TEXT,
  MESSAGE_TOO_LONG,
  SESSION_ID_INVALID,
} from '../chat.messages';

export const MAX_MESSAGE_LENGTH = 500;

export class ChatRequestDto implements ChatRequest {
  @IsUUID('all', { message: SESSION_ID_INVALID })
  sessionId: string;

  @IsIn(CHARACTER_IDS, { message: CHARACTER_INVALID })
  character: CharacterId;

  // Spec section 5: the text is trimmed and must not be empty. Control characters (PostgreSQL
  // refuses NUL) are refused; line breaks and tabs are fine.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: MESSAGE_NOT_TEXT })
  @IsNotEmpty({ message: MESSAGE_EMPTY })
  @MaxLength(MAX_MESSAGE_LENGTH, { message: MESSAGE_TOO_LONG })
  // eslint-disable-next-line no-control-regex
  @Matches(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, { message: MESSAGE_BAD_CHARACTERS })
  message: string;
}
