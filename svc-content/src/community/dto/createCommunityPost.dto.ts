import { COMMUNITY_POST_LIMITS as L } from '@universo/contracts';
import type { CommunityPostRequest } from '../../apiShapes';
import { containsPersonalData } from '@universo/personal-data';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { EmailField, TextField, WholeNumberField } from '../../publicWrites/formFields';
import { trimmed, trimmedOrNull } from '../../publicWrites/textInput';
import * as m from '../community.messages';
import { uploadedImageIdOf } from '../domain/communityImageRules';

/** The same definition of personal data as the chat's redaction: the gallery is public. */
const WithoutPersonalData = () =>
  ValidateBy({
    name: 'withoutPersonalData',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !containsPersonalData(value),
      defaultMessage: () => m.NO_PERSONAL_DATA,
    },
  });

/** Null, or the address of a photo uploaded to us (domain/communityImageRules): never another site's. */
const OptionalUploadedImage = () =>
  ValidateBy({
    name: 'optionalUploadedImage',
    validator: {
      validate: (value: unknown) => value === null || (typeof value === 'string' && uploadedImageIdOf(value) !== null),
      defaultMessage: () => m.IMAGE_URL_INVALID,
    },
  });

/** POST /api/community (spec section 5: title, description, child age 6-10, parent e-mail; image optional). */
export class CreateCommunityPostDto implements CommunityPostRequest {
  @Transform(trimmed)
  @TextField({ min: L.titleMin, max: L.titleMax, required: m.TITLE_REQUIRED, length: m.TITLE_LENGTH, invalid: m.TITLE_INVALID, singleLine: true })
  @WithoutPersonalData()
  title: string;

  @Transform(trimmed)
  @TextField({ min: L.descriptionMin, max: L.descriptionMax, required: m.DESCRIPTION_REQUIRED, length: m.DESCRIPTION_LENGTH, invalid: m.DESCRIPTION_INVALID })
  @WithoutPersonalData()
  description: string;

  @WholeNumberField({ min: L.childAgeMin, max: L.childAgeMax, required: m.CHILD_AGE_REQUIRED, invalid: m.CHILD_AGE_INVALID })
  childAge: number;

  @Transform(trimmed)
  @EmailField({ max: L.emailMax, required: m.PARENT_EMAIL_REQUIRED, invalid: m.PARENT_EMAIL_INVALID })
  parentEmail: string;

  /**
   * Optional: missing, null and "" all mean no image (the form sends an empty field as null).
   * Otherwise the address `POST /api/community/images` gave for an uploaded photo.
   */
  @Transform(trimmedOrNull)
  @OptionalUploadedImage()
  imageUrl: string | null = null;
}
