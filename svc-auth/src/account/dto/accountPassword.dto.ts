import { ACCOUNT_PASSWORD_RULE as R, type AccountPasswordRequest } from '@universo/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { RuleSchema } from '../../auth/dto/ruleSchema';

/** The password dialog's rule (ACCOUNT_PASSWORD_RULE in @universo/contracts). */
export class AccountPasswordDto implements AccountPasswordRequest {
  @RuleSchema(R)
  @IsString({ message: R.required })
  @IsNotEmpty({ message: R.required })
  @MaxLength(R.maxLength.value, { message: R.maxLength.message })
  password: string;
}
