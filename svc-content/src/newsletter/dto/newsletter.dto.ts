import { NEWSLETTER_EMAIL_RULE } from '@universo/contracts';
import type { NewsletterSubscribeRequest } from '../../apiShapes';
import { LINK_TOKEN_PATTERN } from '@universo/service-kit';
import { Transform } from 'class-transformer';
import { Matches } from 'class-validator';
import { EmailField } from '../../publicWrites/formFields';
import { trimmed } from '../../publicWrites/textInput';
import { EMAIL_INVALID, EMAIL_REQUIRED, TOKEN_INVALID } from '../newsletter.messages';

export class SubscribeDto implements NewsletterSubscribeRequest {
  @Transform(trimmed)
  @EmailField({ max: NEWSLETTER_EMAIL_RULE.maxLength.value, required: EMAIL_REQUIRED, invalid: EMAIL_INVALID })
  email: string;
}

/** `?token=` of the e-mail links. */
export class TokenQuery {
  @Matches(LINK_TOKEN_PATTERN, { message: TOKEN_INVALID })
  token: string;
}
