import { BaseServiceConfig } from '@universo/service-kit';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

export class ChatConfig extends BaseServiceConfig {
  /** Messages a client may send per window (POST /api/chat). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  CHAT_RATE_LIMIT = 20;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(86_400)
  CHAT_RATE_WINDOW_SECONDS = 60;
}
