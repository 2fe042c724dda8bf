import { characterFacts } from '@universo/characters';
import { LEARNING_LEVELS, type LearningLevel, PROFILE_CHARACTER_IDS, type ProfileCharacterId } from '@universo/contracts';
import type { User } from '@universo/platform/api/auth';
import type { ChildProfileDto as ChildProfileRequest, ChildProfileResponse } from '@universo/platform/api/content';
import { apiErrorMessage, isApiRequestError } from '@universo/platform';

/** Spec section 5: the age selector offers 5 to 14 (registration's 6 to 10 differs). */
export const PROFILE_AGES = Array.from({ length: 10 }, (_, i) => i + 5);
export const CHILD_NAME_MAX = 40;

export const LEVEL_OPTIONS: readonly { id: LearningLevel; label: string; description: string }[] = [
  { id: 'principiante', label: 'Principiante', description: 'Está empezando a conocer el dinero y los negocios.' },
  { id: 'intermedio', label: 'Intermedio', description: 'Ya ahorra y tiene algunas ideas de negocio.' },
  { id: 'avanzado', label: 'Avanzado', description: 'Planea, calcula y quiere emprender de verdad.' },
];

/** The characters a profile may choose (spec section 5), as the books tell them (@universo/characters). */
export const CHARACTER_OPTIONS: readonly { id: ProfileCharacterId; label: string; icon: string; description: string }[] = PROFILE_CHARACTER_IDS.map((id) => {
  const facts = characterFacts(id);
  return { id, label: facts.name, icon: facts.icon, description: facts.tagline };
});

export type ProfileField = keyof ChildProfileRequest;

export interface ProfileFormValues {
  childName: string;
  childAge: string;
  learningLevel: string;
  preferredCharacter: string;
}

export const EMPTY_PROFILE_FORM: ProfileFormValues = { childName: '', childAge: '', learningLevel: '', preferredCharacter: '' };

/** The form filled from the saved profile, or from the logged-in user's own name and age when there is none. */
export function profileFormFrom(profile: ChildProfileResponse | null | undefined, user: Pick<User, 'firstName' | 'age'> | null | undefined): ProfileFormValues {
  if (profile) {
    return {
      childName: profile.childName,
      childAge: String(profile.childAge),
      learningLevel: profile.learningLevel,
      preferredCharacter: profile.preferredCharacter,
    };
  }
  const age = user?.age;
  return {
    ...EMPTY_PROFILE_FORM,
    childName: user?.firstName ?? '',
    childAge: typeof age === 'number' && PROFILE_AGES.includes(age) ? String(age) : '',
  };
}

const NAME_PATTERN = /^[\p{L}\p{M}' -]+$/u;

export interface ProfileValidation {
  errors: Partial<Record<ProfileField, string>>;
  request: ChildProfileRequest | null;
}

/** Spec section 5: all four fields required (the service checks the same rules and answers in Spanish). */
export function validateProfileForm(values: ProfileFormValues): ProfileValidation {
  const errors: ProfileValidation['errors'] = {};
  const childName = values.childName.trim().replace(/\s+/g, ' ');
  if (!childName) errors.childName = 'Escribe el nombre de tu hijo o hija';
  else if (childName.length > CHILD_NAME_MAX) errors.childName = `El nombre puede tener como máximo ${CHILD_NAME_MAX} caracteres`;
  else if (!NAME_PATTERN.test(childName)) errors.childName = 'El nombre solo puede tener letras, espacios, apóstrofos y guiones';
  const childAge = Number(values.childAge);
  if (!values.childAge || !PROFILE_AGES.includes(childAge)) errors.childAge = 'Elige una edad entre 5 y 14 años';
  if (!(LEARNING_LEVELS as readonly string[]).includes(values.learningLevel)) errors.learningLevel = 'Elige un nivel de aprendizaje';
  if (!(PROFILE_CHARACTER_IDS as readonly string[]).includes(values.preferredCharacter)) errors.preferredCharacter = 'Elige un personaje';
  if (Object.keys(errors).length > 0) return { errors, request: null };
  return {
    errors,
    request: {
      childName,
      childAge,
      learningLevel: values.learningLevel as LearningLevel,
      preferredCharacter: values.preferredCharacter as ProfileCharacterId,
    },
  };
}

/** Spec section 8: the server's message or 'Error creando perfil'; a network failure is 'Error de conexión'. */
export function profileSaveErrorMessage(error: unknown): string {
  if (isApiRequestError(error) && error.status === 'FETCH_ERROR') return 'Error de conexión';
  return apiErrorMessage(error) ?? 'Error creando perfil';
}
