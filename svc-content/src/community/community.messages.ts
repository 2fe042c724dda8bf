// The Spanish copy of the community API (spec section 8 for what the gallery form shows).
// Validation messages end without a period: the service kit joins several with ". ".
import { COMMUNITY_IMAGE_LIMITS, COMMUNITY_POST_RULES as R } from '@universo/contracts';

export const POST_RECEIVED = 'Tu emprendimiento está en revisión y aparecerá pronto en la galería.';

// The form's fields: the gallery form shows the same messages (@universo/contracts: publicFormRules).
export const TITLE_REQUIRED = R.title.required;
export const TITLE_LENGTH = R.title.minLength.message;
export const TITLE_INVALID = R.title.singleLine;
export const DESCRIPTION_REQUIRED = R.description.required;
export const DESCRIPTION_LENGTH = R.description.minLength.message;
export const DESCRIPTION_INVALID = 'La descripción tiene caracteres no válidos';
export const CHILD_AGE_REQUIRED = R.childAge.required;
export const CHILD_AGE_INVALID = R.childAge.invalid;
export const PARENT_EMAIL_REQUIRED = R.parentEmail.required;
export const PARENT_EMAIL_INVALID = R.parentEmail.invalid;
export const IMAGE_URL_INVALID =
  'La imagen debe ser una foto subida con el formulario de la galería (una dirección /api/community/images/…); no se aceptan enlaces a otros sitios';
export const NO_PERSONAL_DATA =
  'Por seguridad, no incluyas datos personales en el título o la descripción: correos, teléfonos, números de documento, direcciones, colegios, apellidos ni usuarios de redes sociales';

export const POST_ID_INVALID = 'El identificador de la publicación no es válido.';
export const POST_NOT_FOUND = 'No encontramos esa publicación.';
export const POST_APPROVED = 'Publicación aprobada: ya aparece en la galería.';
export const POST_ALREADY_APPROVED = 'La publicación ya estaba aprobada.';
export const POST_REJECTED = 'Publicación rechazada: no aparece en la galería.';
export const POST_ALREADY_REJECTED = 'La publicación ya estaba rechazada.';

// The photos of the gallery (POST /api/community/images and the post that uses one).
const MEGABYTES = Math.round(COMMUNITY_IMAGE_LIMITS.maxBytes / (1024 * 1024));
export const IMAGE_NOT_AVAILABLE =
  'No encontramos la foto subida: puede que hayan pasado más de 24 horas o que ya se haya usado en otra publicación. Súbela de nuevo.';
export const IMAGE_WRONG_TYPE = 'Envía la foto como imagen JPEG, PNG o WebP.';
export const IMAGE_TOO_LARGE = `La foto pesa demasiado: como máximo ${MEGABYTES} MB.`;
export const IMAGE_NOT_AN_IMAGE = 'El archivo no es una imagen JPEG, PNG o WebP válida.';
export const IMAGE_TOO_MANY_PIXELS = `La foto es demasiado grande: como máximo ${COMMUNITY_IMAGE_LIMITS.maxInputPixels / 1_000_000} megapíxeles.`;
export const IMAGE_INTERRUPTED = 'La subida de la foto se interrumpió. Inténtalo de nuevo.';
export const IMAGE_ID_INVALID = 'El identificador de la imagen no es válido.';
export const IMAGE_NOT_FOUND = 'No encontramos esa imagen.';
