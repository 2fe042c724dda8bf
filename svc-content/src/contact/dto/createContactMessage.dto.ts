import { CONTACT_MESSAGE_LIMITS as L, CONTACT_SUBJECTS, type ContactSubject } from '@universo/contracts';
import type { ContactRequest } from '../../apiShapes';
import { Transform } from 'class-transformer';
import { EmailField, OneOfField, TextField } from '../../publicWrites/formFields';
import { trimmed } from '../../publicWrites/textInput';
import * as m from '../contact.messages';

/** POST /api/contact (spec sections 3 and 5: all four fields required). */
export class CreateContactMessageDto implements ContactRequest {
  @Transform(trimmed)
  @TextField({ min: L.nameMin, max: L.nameMax, required: m.NAME_REQUIRED, length: m.NAME_LENGTH, invalid: m.NAME_INVALID, singleLine: true })
  name: string;

  @Transform(trimmed)
  @EmailField({ max: L.emailMax, required: m.EMAIL_REQUIRED, invalid: m.EMAIL_INVALID })
  email: string;

  @OneOfField(CONTACT_SUBJECTS, { required: m.SUBJECT_REQUIRED, invalid: m.SUBJECT_INVALID })
  subject: ContactSubject;

  @Transform(trimmed)
  @TextField({ min: L.messageMin, max: L.messageMax, required: m.MESSAGE_REQUIRED, length: m.MESSAGE_LENGTH, invalid: m.MESSAGE_INVALID })
  message: string;
}
