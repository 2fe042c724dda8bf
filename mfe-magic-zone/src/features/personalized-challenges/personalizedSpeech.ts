import type { PersonalisedChallenge } from '@universo/platform/api/content';
import { choicesSpeech } from '../../shared/listen/choicesSpeech';
import { ageOptionLabel, CHALLENGE_AGES } from './domain/personalizedChallenges';

/**
 * What the "Escuchar" buttons of Retos Personalizados read. The challenges and their points come
 * from svc-content and are read live; only the age question with its choices is fixed and recorded.
 */
export const AGE_QUESTION = '¿Cuántos años tienes?';
export const AGE_QUESTION_SPEECH = choicesSpeech(
  AGE_QUESTION,
  CHALLENGE_AGES.map((age) => ({ label: ageOptionLabel(age) })),
);

export function challengeCardSpeech(challenge: Pick<PersonalisedChallenge, 'title' | 'description' | 'points'>, done: boolean): string {
  return `${challenge.title}. ${challenge.description} ${challenge.points} puntos.${done ? ' Completado.' : ''}`;
}

/** The open challenge: what to do, step by step. */
export function openChallengeSpeech(challenge: Pick<PersonalisedChallenge, 'title' | 'description' | 'steps' | 'points'>): string {
  // A step without a full stop would run into the next one when read.
  const steps = challenge.steps.map((step, index) => `Paso ${index + 1}: ${/[.!?…]$/.test(step.trim()) ? step.trim() : `${step.trim()}.`}`).join(' ');
  return `${challenge.title}. ${challenge.description} ${steps} ${challenge.points} puntos.`;
}

export function completedWords(count: number): string {
  return count === 1 ? 'reto completado' : 'retos completados';
}

/** The note under the header's points: the service decides how many each challenge adds. */
export function pointsNote(perChallenge: number): string {
  return `Cada reto completado suma ${perChallenge} puntos aquí; a tu progreso se suman los puntos de cada reto.`;
}

/** The header's result, read with its note. */
export function pointsSpeech(points: number, completed: number, perChallenge: number): string {
  return `${points} puntos, ${completed} ${completedWords(completed)}. ${pointsNote(perChallenge)}`;
}

export function personalizedFixedTexts(): string[] {
  return [AGE_QUESTION_SPEECH];
}
