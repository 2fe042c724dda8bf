import { LOGIN_RULES as R } from '@universo/contracts';
import type { LoginRequest } from '../../apiShapes';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { RuleSchema } from './ruleSchema';
import { trimmed } from './trimmed';

/** Limits and messages are the login form's (LOGIN_RULES in @universo/contracts). */
export class LoginDto implements LoginRequest {
  @RuleSchema(R.email)
  @Transform(trimmed)
  @IsString({ message: R.email.required })
  @IsNotEmpty({ message: R.email.required })
  @MaxLength(R.email.maxLength.value, { message: R.email.maxLength.message })
  email: string;

  @RuleSchema(R.password)
  @IsString({ message: R.password.required })
  @IsNotEmpty({ message: R.password.required })
  @MaxLength(R.password.maxLength.value, { message: R.password.maxLength.message })
  password: string;
}
