// A child's profile (/profile-setup, POST /api/axxon/profile and /api/children) and the AXXON
// demo's two fields: mfe-magic-zone's forms and svc-content's checks run these same rules.

import { CHILD_AGE_LIMITS } from './family';
import type { ChoiceRule, TextRule, WholeNumberRule } from './fieldRules';

export const LEARNING_LEVELS = ['principiante', 'intermedio', 'avanzado'] as const;
export type LearningLevel = (typeof LEARNING_LEVELS)[number];

/** The characters profile setup offers (spec section 5): not Don Ramón nor Don Ernesto. */
export const PROFILE_CHARACTER_IDS = ['francesca', 'chispas', 'sombra', 'leo'] as const;
export type ProfileCharacterId = (typeof PROFILE_CHARACTER_IDS)[number];

/** Words of letters (with accents), joined by one space, an apostrophe or a hyphen: "María José", "D'Angelo". */
const CHILD_NAME = /^[\p{L}\p{M}]+(?:(?: |'|’|-)[\p{L}\p{M}]+)*$/u;

/** A name as stored: Unicode NFC, inner spaces collapsed (after trimming). */
export function normalizeName(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

const learningLevelMessage = 'Elige un nivel de aprendizaje: principiante, intermedio o avanzado';
const characterMessage = 'Elige un personaje: Francesca, Chispas, Sombra o Leo';
const ageMessage = `La edad debe ser un número entero entre ${CHILD_AGE_LIMITS.min} y ${CHILD_AGE_LIMITS.max} años`;

/** Spec section 5, "Profile setup": all four fields required; ages 5 to 14 (registration's 6 to 10 differs). */
export const CHILD_PROFILE_RULES = {
  childName: {
    kind: 'text',
    required: 'Escribe el nombre de tu hijo o hija',
    trim: true,
    normalize: normalizeName,
    maxLength: { value: 40, message: 'El nombre puede tener como máximo 40 caracteres' },
    pattern: { value: CHILD_NAME, message: 'El nombre solo puede tener letras, espacios, apóstrofos y guiones' },
  },
  childAge: { kind: 'wholeNumber', required: ageMessage, min: CHILD_AGE_LIMITS.min, max: CHILD_AGE_LIMITS.max, invalid: ageMessage },
  learningLevel: { kind: 'choice', required: learningLevelMessage, options: LEARNING_LEVELS, invalid: learningLevelMessage },
  preferredCharacter: { kind: 'choice', required: characterMessage, options: PROFILE_CHARACTER_IDS, invalid: characterMessage },
} as const satisfies { childName: TextRule; childAge: WholeNumberRule; learningLevel: ChoiceRule; preferredCharacter: ChoiceRule };

const demoNameMessage = 'Escribe tu nombre (de 1 a 40 caracteres)';
const demoMessageMessage = 'Cuéntale tu idea a AXXON en un mensaje de 3 a 500 caracteres';
/** Control and format characters have no place in a name or a message shown back to a child. */
const INVISIBLE = /^[^\p{Cc}\p{Cf}]*$/u;

/** POST /api/axxon/demo (spec section 5: submit disabled until both are filled). */
export const AXXON_DEMO_RULES = {
  childName: {
    kind: 'text',
    required: demoNameMessage,
    trim: true,
    normalize: normalizeName,
    maxLength: { value: 40, message: demoNameMessage },
    pattern: { value: INVISIBLE, message: demoNameMessage },
  },
  message: {
    kind: 'text',
    required: demoMessageMessage,
    trim: true,
    normalize: (text: string) => text.normalize('NFC'),
    minLength: { value: 3, message: demoMessageMessage },
    maxLength: { value: 500, message: demoMessageMessage },
    // Line breaks and tabs are fine in a message.
    pattern: { value: /^(?:[\n\r\t]|[^\p{Cc}\p{Cf}])*$/u, message: demoMessageMessage },
  },
} as const satisfies { childName: TextRule; message: TextRule };
