import { ApiProperty } from '@nestjs/swagger';
import { CHARACTER_IDS, type ChapterRef, type CharacterId, CHAT_MESSAGE_RULE } from '@universo/contracts';
import type { ChatRequest } from '../../apiShapes';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import {
  CHAPTER_BOOK_ID_INVALID,
  CHAPTER_NUMBER_INVALID,
  CHAPTER_REF_INVALID,
  CHARACTER_INVALID,
  MESSAGE_BAD_CHARACTERS,
  MESSAGE_EMPTY,
  MESSAGE_NOT_TEXT,
  MESSAGE_TOO_LONG,
  SESSION_ID_INVALID,
} from '../chat.messages';

export const MAX_MESSAGE_LENGTH = CHAT_MESSAGE_RULE.maxLength.value;
/** PostgreSQL's integer: a larger id cannot exist. */
const MAX_ID = 2_147_483_647;

/** Which chapter the chat was opened from: numbers as JSON numbers, never strings. */
export class ChapterRefDto implements ChapterRef {
  @IsInt({ message: CHAPTER_BOOK_ID_INVALID })
  @Min(1, { message: CHAPTER_BOOK_ID_INVALID })
  @Max(MAX_ID, { message: CHAPTER_BOOK_ID_INVALID })
  bookId: number;

  @IsInt({ message: CHAPTER_NUMBER_INVALID })
  @Min(1, { message: CHAPTER_NUMBER_INVALID })
  @Max(MAX_ID, { message: CHAPTER_NUMBER_INVALID })
  number: number;
}

export class ChatRequestDto implements ChatRequest {
  @IsUUID('all', { message: SESSION_ID_INVALID })
  sessionId: string;

  @IsIn(CHARACTER_IDS, { message: CHARACTER_INVALID })
  character: CharacterId;

  // Spec section 5: the text is trimmed and must not be empty. Control characters (PostgreSQL
  // refuses NUL) are refused; line breaks and tabs are fine.
  @ApiProperty({ maxLength: MAX_MESSAGE_LENGTH })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: MESSAGE_NOT_TEXT })
  @IsNotEmpty({ message: MESSAGE_EMPTY })
  @MaxLength(MAX_MESSAGE_LENGTH, { message: MESSAGE_TOO_LONG })
  // eslint-disable-next-line no-control-regex
  @Matches(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, { message: MESSAGE_BAD_CHARACTERS })
  message: string;

  /** Optional: the chapter whose "Hablar con…" button opened the chat (checked against svc-content). */
  @IsOptional()
  @IsObject({ message: CHAPTER_REF_INVALID })
  @ValidateNested({ message: CHAPTER_REF_INVALID })
  @Type(() => ChapterRefDto)
  chapter?: ChapterRefDto;
}
