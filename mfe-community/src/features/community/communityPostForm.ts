import { COMMUNITY_POST_LIMITS as L, type CommunityPostRequest } from '@universo/contracts';
import { isEmailAddress, isHttpUrl } from '../../shared/emailAddress';
import { EMAIL_MESSAGE, type FieldErrors, type FormValidation, lengthError, REQUIRED_MESSAGE } from '../../shared/formValidation';

/** The 'Comparte tu Emprendimiento' form as typed. */
export interface CommunityPostValues {
  title: string;
  description: string;
  childAge: string;
  parentEmail: string;
  imageUrl: string;
}

export type CommunityPostField = keyof CommunityPostValues;

export const EMPTY_COMMUNITY_POST: CommunityPostValues = { title: '', description: '', childAge: '', parentEmail: '', imageUrl: '' };

/** Spec section 8: the toasts of the form. */
export const COMMUNITY_TOASTS = {
  missing: { title: 'Campos requeridos', description: 'Por favor completa todos los campos obligatorios.' },
  sent: { title: '¡Post enviado!', description: 'Tu emprendimiento está en revisión y aparecerá pronto en la galería.' },
  failed: { title: 'Error', description: 'No se pudo enviar tu emprendimiento. Inténtalo de nuevo.' },
} as const;

export const TITLE_LENGTH_MESSAGE = `El título debe tener entre ${L.titleMin} y ${L.titleMax} caracteres`;
export const DESCRIPTION_LENGTH_MESSAGE = `La descripción debe tener entre ${L.descriptionMin} y ${L.descriptionMax} caracteres`;
export const CHILD_AGE_MESSAGE = `La edad debe ser un número entero entre ${L.childAgeMin} y ${L.childAgeMax}`;
export const IMAGE_URL_MESSAGE = 'Escribe una dirección que empiece por http:// o https://, o deja el campo vacío';

/** The child's age as a whole number from 6 to 10 (spec sections 5 and 9), or undefined. Pure. */
export function parseChildAge(text: string): number | undefined {
  if (!/^\s*\d{1,2}\s*$/.test(text)) return undefined;
  const age = Number(text);
  return age >= L.childAgeMin && age <= L.childAgeMax ? age : undefined;
}

/**
 * Spec section 5: title, description, child age and parent e-mail are required; the age is sent
 * as a number; the image address is optional and an empty one is sent as null. The limits are
 * the service's (COMMUNITY_POST_LIMITS), so a valid form is not refused for its length. Pure.
 */
export function validateCommunityPost(values: CommunityPostValues): FormValidation<CommunityPostField, CommunityPostRequest> {
  const errors: FieldErrors<CommunityPostField> = {};
  const title = values.title.trim();
  const description = values.description.trim();
  const parentEmail = values.parentEmail.trim();
  const imageUrl = values.imageUrl.trim();

  if (!title) errors.title = REQUIRED_MESSAGE;
  if (!description) errors.description = REQUIRED_MESSAGE;
  if (!values.childAge.trim()) errors.childAge = REQUIRED_MESSAGE;
  if (!parentEmail) errors.parentEmail = REQUIRED_MESSAGE;
  const missingRequired = Object.keys(errors).length > 0;

  if (title && !errors.title) errors.title = lengthError(title, L.titleMin, L.titleMax, TITLE_LENGTH_MESSAGE);
  if (description) errors.description = lengthError(description, L.descriptionMin, L.descriptionMax, DESCRIPTION_LENGTH_MESSAGE);
  const childAge = parseChildAge(values.childAge);
  if (values.childAge.trim() && childAge === undefined) errors.childAge = CHILD_AGE_MESSAGE;
  if (parentEmail && (!isEmailAddress(parentEmail) || parentEmail.length > L.emailMax)) errors.parentEmail = EMAIL_MESSAGE;
  if (imageUrl && (!isHttpUrl(imageUrl) || imageUrl.length > L.imageUrlMax)) errors.imageUrl = IMAGE_URL_MESSAGE;

  const found = Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<CommunityPostField>;
  if (missingRequired || Object.keys(found).length > 0 || childAge === undefined) {
    return { ok: false, missingRequired, errors: found };
  }
  return { ok: true, request: { title, description, childAge, parentEmail, imageUrl: imageUrl || null } };
}
