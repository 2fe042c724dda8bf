import { COMMUNITY_IMAGE_LIMITS, COMMUNITY_IMAGE_TYPES, COMMUNITY_POST_LIMITS as L } from '@universo/contracts';
import type { CreateCommunityPostDto as CommunityPostRequest } from '@universo/platform/api/content';
import { apiErrorMessage, isApiRequestError } from '@universo/platform';
import { isEmailAddress } from '../../shared/emailAddress';
import { EMAIL_MESSAGE, type FieldErrors, type FormValidation, lengthError, REQUIRED_MESSAGE } from '../../shared/formValidation';

/** The 'Comparte tu Emprendimiento' form as typed. */
export interface CommunityPostValues {
  title: string;
  description: string;
  childAge: string;
  parentEmail: string;
  /** Not typed: the address the service gave the uploaded photo ('' without one). */
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

/** The child's age as a whole number from 6 to 10 (spec sections 5 and 9), or undefined. Pure. */
export function parseChildAge(text: string): number | undefined {
  if (!/^\s*\d{1,2}\s*$/.test(text)) return undefined;
  const age = Number(text);
  return age >= L.childAgeMin && age <= L.childAgeMax ? age : undefined;
}

/**
 * Spec section 5: title, description, child age and parent e-mail are required; the age is sent
 * as a number; the photo is optional (its address comes from the upload) and none is sent as null. The limits are
 * the service's (COMMUNITY_POST_LIMITS), so a valid form is not refused for its length. Pure.
 */
export function validateCommunityPost(values: CommunityPostValues): FormValidation<CommunityPostField, CommunityPostRequest> {
  const errors: FieldErrors<CommunityPostField> = {};
  const title = values.title.trim();
  const description = values.description.trim();
  const parentEmail = values.parentEmail.trim();
  const imageUrl = values.imageUrl;

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

  const found = Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<CommunityPostField>;
  if (missingRequired || Object.keys(found).length > 0 || childAge === undefined) {
    return { ok: false, missingRequired, errors: found };
  }
  return { ok: true, request: { title, description, childAge, parentEmail, imageUrl: imageUrl || null } };
}

// ---- The photo (uploaded on its own first: POST /api/community/images) ----

const MEGABYTES = Math.round(COMMUNITY_IMAGE_LIMITS.maxBytes / (1024 * 1024));

export const PHOTO_MESSAGES = {
  wrongType: 'Elige una foto JPEG, PNG o WebP.',
  tooLarge: `La foto pesa demasiado: como máximo ${MEGABYTES} MB.`,
  empty: 'El archivo está vacío. Elige otra foto.',
  failed: 'No se pudo subir la foto. Revisa tu conexión e inténtalo de nuevo.',
  uploading: 'Espera a que termine de subir la foto.',
} as const;

/** The picker's `accept`: the types the service takes. */
export const PHOTO_ACCEPT = COMMUNITY_IMAGE_TYPES.join(',');

/** Why a chosen file cannot be uploaded, before sending a byte (the service checks again); undefined when it can. Pure. */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(COMMUNITY_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return PHOTO_MESSAGES.wrongType;
  if (file.size === 0) return PHOTO_MESSAGES.empty;
  if (file.size > COMMUNITY_IMAGE_LIMITS.maxBytes) return PHOTO_MESSAGES.tooLarge;
  return undefined;
}

/** What to show when an upload failed: the service's Spanish reason, or ours when none came back. Pure. */
export function photoUploadFailure(error: unknown): string {
  if (isApiRequestError(error) && typeof error.status === 'number' && error.status < 500) return apiErrorMessage(error) ?? PHOTO_MESSAGES.failed;
  return PHOTO_MESSAGES.failed;
}

/** "Subiendo la foto… 45 %" (whole percent, never past 100). Pure. */
export function uploadProgressLabel(fraction: number): string {
  const percent = Math.max(0, Math.min(100, Math.floor(fraction * 100)));
  return `Subiendo la foto… ${percent} %`;
}
