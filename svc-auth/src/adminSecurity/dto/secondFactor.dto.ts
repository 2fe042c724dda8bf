import { RECOVERY_CODE_RULE, type SecondFactorVerifyRequest, TOTP_CODE_RULE, type TotpCodeRequest } from '@universo/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { CODE_MISSING_MESSAGE } from '../secondFactorRules';

/** The first code of a new enrolment. */
export class TotpCodeDto implements TotpCodeRequest {
  @ApiProperty({ maxLength: TOTP_CODE_RULE.maxLength.value })
  @IsString({ message: CODE_MISSING_MESSAGE })
  @IsNotEmpty({ message: CODE_MISSING_MESSAGE })
  @MaxLength(TOTP_CODE_RULE.maxLength.value, { message: TOTP_CODE_RULE.maxLength.message })
  code: string;
}

/** A code from the app or one recovery code (the service checks that exactly one came). */
export class SecondFactorVerifyDto implements SecondFactorVerifyRequest {
  @ApiProperty({ required: false, maxLength: TOTP_CODE_RULE.maxLength.value })
  @IsOptional()
  @IsString({ message: CODE_MISSING_MESSAGE })
  @MaxLength(TOTP_CODE_RULE.maxLength.value, { message: TOTP_CODE_RULE.maxLength.message })
  code?: string;

  @ApiProperty({ required: false, maxLength: RECOVERY_CODE_RULE.maxLength.value })
  @IsOptional()
  @IsString({ message: CODE_MISSING_MESSAGE })
  @MaxLength(RECOVERY_CODE_RULE.maxLength.value, { message: RECOVERY_CODE_RULE.maxLength.message })
  recoveryCode?: string;
}
