import type { SecondFactorVerifyRequest, TotpCodeRequest } from '@universo/contracts';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { CODE_MISSING_MESSAGE } from '../secondFactorRules';

const TOO_LONG = 'El código es demasiado largo';

/** The first code of a new enrolment. */
export class TotpCodeDto implements TotpCodeRequest {
  @IsString({ message: CODE_MISSING_MESSAGE })
  @IsNotEmpty({ message: CODE_MISSING_MESSAGE })
  @MaxLength(20, { message: TOO_LONG })
  code: string;
}

/** A code from the app or one recovery code (the service checks that exactly one came). */
export class SecondFactorVerifyDto implements SecondFactorVerifyRequest {
  @IsOptional()
  @IsString({ message: CODE_MISSING_MESSAGE })
  @MaxLength(20, { message: TOO_LONG })
  code?: string;

  @IsOptional()
  @IsString({ message: CODE_MISSING_MESSAGE })
  @MaxLength(30, { message: TOO_LONG })
  recoveryCode?: string;
}
