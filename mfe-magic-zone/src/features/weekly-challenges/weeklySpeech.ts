import { WEEKLY_CHALLENGE_POOL, type WeeklyChallenge } from './domain/weeklyChallengePool';

/**
 * What the "Escuchar" buttons of Retos Semanales read. The challenges live in this remote, so
 * every text is fixed and recorded (svc-content/scripts/narrateMagicZone.ts); only the week's
 * count of completed challenges changes and is read live.
 */
export const WEEKLY_INTRO = 'Cada semana hay cuatro retos nuevos. Escribe lo que hiciste y pulsa Completar Reto.';
export const WEEKLY_NOTE_CHILD = 'Tus retos cuentan para tu progreso.';
export const WEEKLY_NOTE_VISITOR = 'Guardamos tus retos en este dispositivo; crea una cuenta para sumar puntos.';
export const WEEKLY_DONE = '¡Reto completado!';

/** The instruction with the note that fits who is playing. */
export function weeklyIntroSpeech(loggedIn: boolean): string {
  return `${WEEKLY_INTRO} ${loggedIn ? WEEKLY_NOTE_CHILD : WEEKLY_NOTE_VISITOR}`;
}

export function weeklyChallengeSpeech(challenge: WeeklyChallenge): string {
  return `${challenge.title}. ${challenge.description} ${challenge.points} puntos.`;
}

export function weeklyCountSpeech(completed: number, total: number): string {
  return `${completed} de ${total} retos completados esta semana.`;
}

export function weeklyFixedTexts(): string[] {
  return [
    weeklyIntroSpeech(true),
    weeklyIntroSpeech(false),
    WEEKLY_DONE,
    ...WEEKLY_CHALLENGE_POOL.flatMap((challenge) => [weeklyChallengeSpeech(challenge), challenge.prompt]),
  ];
}
