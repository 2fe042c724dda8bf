import { ACCOUNT_EMAIL_RULE as E, NEW_PASSWORD_RULE } from '@universo/contracts';
import { LINK_TOKEN_PATTERN } from '@universo/service-kit';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, Matches, MaxLength } from 'class-validator';
import { AcceptablePassword } from '../../auth/dto/acceptablePassword';
import { RuleSchema } from '../../auth/dto/ruleSchema';
import { trimmed } from '../../auth/dto/trimmed';
import { TOKEN_MISSING } from '../accountMail.messages';

export class TokenDto {
  @IsString({ message: TOKEN_MISSING })
  @Matches(LINK_TOKEN_PATTERN, { message: TOKEN_MISSING })
  token: string;
}

export class PasswordResetRequestDto {
  @RuleSchema(E)
  @Transform(trimmed)
  @IsString({ message: E.required })
  @MaxLength(E.maxLength.value, { message: E.maxLength.message })
  @IsEmail({}, { message: E.invalid })
  email: string;
}

/** The new password follows the registration's rule (the shared one of @universo/contracts). */
export class PasswordResetConfirmDto extends TokenDto {
  @IsString({ message: NEW_PASSWORD_RULE.required })
  @AcceptablePassword()
  password: string;
}
