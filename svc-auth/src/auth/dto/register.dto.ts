import { ApiProperty } from '@nestjs/swagger';
import { CONSENT_MESSAGES, PRIVACY_NOTICE_VERSION, REGISTER_RULES as R, type RegistrationConsents, type TextRule } from '@universo/contracts';
import type { RegisterRequest } from '../../apiShapes';
import { Transform } from 'class-transformer';
import { Equals, IsEmail, IsInt, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { AcceptablePassword } from './acceptablePassword';
import { RuleSchema } from './ruleSchema';
import { trimmed } from './trimmed';

/**
 * The first child's name or surname: trimmed, required, at most the form's length. The same rules
 * in the order the stacked decorators applied them, so the messages come out alike; the document
 * gets its limits here, since the swagger plugin reads only decorators written on the property.
 */
function PersonNamePart(rule: TextRule & { required: string }): PropertyDecorator {
  const rules = [
    MaxLength(rule.maxLength.value, { message: rule.maxLength.message }),
    MinLength(1, { message: rule.required }),
    IsString({ message: rule.required }),
    Transform(trimmed),
    ApiProperty({ minLength: 1, maxLength: rule.maxLength.value }),
  ];
  return (target, property) => rules.forEach((apply) => apply(target, property));
}

/**
 * Registration (spec section 5): username min 3, password min 6 (and not a common one), age 6 to
 * 10, all required. The name, surname and age describe the first child; the e-mail and password
 * are the adult's, who also confirms being of age and accepts the data-processing notice in force.
 * Limits and messages are the registration form's (REGISTER_RULES in @universo/contracts).
 */
export class RegisterDto implements RegisterRequest, RegistrationConsents {
  @RuleSchema(R.username)
  @Transform(trimmed)
  @IsString({ message: R.username.required })
  @MinLength(R.username.minLength.value, { message: R.username.minLength.message })
  @MaxLength(R.username.maxLength.value, { message: R.username.maxLength.message })
  @Matches(R.username.pattern.value, { message: R.username.pattern.message })
  username: string;

  @RuleSchema(R.email)
  @Transform(trimmed)
  @IsString({ message: R.email.required })
  @MaxLength(R.email.maxLength.value, { message: R.email.maxLength.message })
  @IsEmail({}, { message: R.email.invalid })
  email: string;

  @IsString({ message: R.password.required })
  @AcceptablePassword()
  password: string;

  @PersonNamePart(R.firstName)
  firstName: string;

  @PersonNamePart(R.lastName)
  lastName: string;

  @RuleSchema(R.age)
  @IsInt({ message: R.age.invalid })
  @Min(R.age.min, { message: R.age.invalid })
  @Max(R.age.max, { message: R.age.invalid })
  age: number;

  @Equals(true, { message: R.adultConfirmed.required })
  adultConfirmed: boolean;

  @Equals(true, { message: R.privacyAccepted.required })
  privacyAccepted: boolean;

  // An old version is only worth mentioning once the notice was accepted at all.
  @ValidateIf((dto: RegisterDto) => dto.privacyAccepted === true)
  @Equals(PRIVACY_NOTICE_VERSION, { message: CONSENT_MESSAGES.version })
  privacyVersion: string;
}
