import { characterFacts } from '@universo/characters';
import { CHILD_AGE_LIMITS, type LearningLevel, normalizeName, PROFILE_CHARACTER_IDS, type ProfileCharacterId } from '@universo/contracts';
import type { User } from '@universo/platform/api/auth';
import type { ChildProfileDto as ChildProfileRequest, ChildProfileResponse } from '@universo/platform/api/content';
import { apiErrorMessage, isApiRequestError } from '@universo/platform';

// The four fields follow svc-content's rules (CHILD_PROFILE_RULES in @universo/contracts).

/** Spec section 5: the age selector offers 5 to 14 (registration's 6 to 10 differs). */
export const PROFILE_AGES = Array.from({ length: CHILD_AGE_LIMITS.max - CHILD_AGE_LIMITS.min + 1 }, (_, i) => i + CHILD_AGE_LIMITS.min);

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

/** The request of a form whose fields followed their rules: the name as svc-content stores it, the age as a number. Pure. */
export function profileRequest(values: ProfileFormValues): ChildProfileRequest {
  return {
    childName: normalizeName(values.childName),
    childAge: Number(values.childAge),
    learningLevel: values.learningLevel as LearningLevel,
    preferredCharacter: values.preferredCharacter as ProfileCharacterId,
  };
}

/** Spec section 8: the server's message or 'Error creando perfil'; a network failure is 'Error de conexión'. */
export function profileSaveErrorMessage(error: unknown): string {
  if (isApiRequestError(error) && error.status === 'FETCH_ERROR') return 'Error de conexión';
  return apiErrorMessage(error) ?? 'Error creando perfil';
}
