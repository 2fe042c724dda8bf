import type { RefundRequestBody } from '../../apiShapes';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { BILLING_MESSAGES } from '../domain/billingMessages';

export class RefundRequestDto implements RefundRequestBody {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'El mensaje debe ser un texto.' })
  @MaxLength(500, { message: BILLING_MESSAGES.refundMessageTooLong })
  message?: string;
}
