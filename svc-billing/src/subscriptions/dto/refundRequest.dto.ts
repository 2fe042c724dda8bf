import { ApiProperty } from '@nestjs/swagger';
import { REFUND_MESSAGE_RULE } from '@universo/contracts';
import type { RefundRequestBody } from '../../apiShapes';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { BILLING_MESSAGES } from '../domain/billingMessages';

/** The refund form's rule (REFUND_MESSAGE_RULE in @universo/contracts). */
export class RefundRequestDto implements RefundRequestBody {
  @ApiProperty({ required: false, maxLength: REFUND_MESSAGE_RULE.maxLength.value })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'El mensaje debe ser un texto.' })
  @MaxLength(REFUND_MESSAGE_RULE.maxLength.value, { message: BILLING_MESSAGES.refundMessageTooLong })
  message?: string;
}
