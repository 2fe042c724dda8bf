import { COMMUNITY_IMAGE_LIMITS, COMMUNITY_IMAGE_TYPES, type COMMUNITY_POST_RULES, type TypedValues, wholeNumberOf } from '@universo/contracts';
import type { CreateCommunityPostDto as CommunityPostRequest } from '@universo/platform/api/content';
import { submitFailureMessage } from '@universo/platform/forms';
import { formToasts } from '../../shared/formToasts';

// The 'Comparte tu Emprendimiento' form's fields follow svc-content's rules (COMMUNITY_POST_RULES in
// @universo/contracts): the same limits and messages, so a valid form is never refused for them.

/** The 'Comparte tu Emprendimiento' form as typed (the photo is uploaded on its own). */
export type CommunityPostValues = TypedValues<typeof COMMUNITY_POST_RULES>;

/** Spec section 8: the toasts of the form. */
export const COMMUNITY_TOASTS = formToasts({
  missing: 'Por favor completa todos los campos obligatorios.',
  sent: { title: '¡Post enviado!', description: 'Tu emprendimiento está en revisión y aparecerá pronto en la galería.' },
  failed: 'No se pudo enviar tu emprendimiento. Inténtalo de nuevo.',
});

/**
 * Spec section 5: the request of a form whose fields followed their rules: trimmed texts, the
 * age as a number, and the uploaded photo's address or null without one. Pure.
 */
export function communityPostRequest(values: CommunityPostValues, imageUrl: string | null): CommunityPostRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    childAge: wholeNumberOf(values.childAge) ?? Number.NaN,
    parentEmail: values.parentEmail.trim(),
    imageUrl,
  };
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

/** What to show when an upload failed: the service's Spanish reason (a 4xx), or ours. Pure. */
export function photoUploadFailure(error: unknown): string {
  return submitFailureMessage(error, PHOTO_MESSAGES.failed) ?? PHOTO_MESSAGES.failed;
}

/** "Subiendo la foto… 45 %" (whole percent, never past 100). Pure. */
export function uploadProgressLabel(fraction: number): string {
  const percent = Math.max(0, Math.min(100, Math.floor(fraction * 100)));
  return `Subiendo la foto… ${percent} %`;
}
