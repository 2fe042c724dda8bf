// The Spanish copy of the learning API's errors (the screens show `message` as it is).
import { CHILD_PROFILE_RULES as PROFILE } from '@universo/contracts';

export const LEARNING_MESSAGES = {
  noProfile: 'Aún no has creado el perfil de tu hijo o hija.',
  progressNeedsProfile: 'Primero crea el perfil de tu hijo o hija para guardar su progreso.',
  eventNotStored: 'No pudimos guardar el evento. Inténtalo de nuevo.',
  badSession: 'Tu sesión no es válida. Vuelve a iniciar sesión.',
  // The profile form's (@universo/contracts: CHILD_PROFILE_RULES).
  childNameRequired: PROFILE.childName.required,
  childNameTooLong: PROFILE.childName.maxLength.message,
  childNameCharacters: PROFILE.childName.pattern.message,
  childAge: PROFILE.childAge.invalid,
  learningLevel: PROFILE.learningLevel.invalid,
  preferredCharacter: PROFILE.preferredCharacter.invalid,
  eventType: 'El tipo de evento debe ser game_finished, business_plan_created, challenge_completed, chapter_read, logo_created o demo_used',
  activityRequired: 'Indica la actividad del evento',
  unknownActivity: 'No conocemos esa actividad de la Zona Mágica',
  chapterKey: 'El capítulo debe tener la forma book-<libro>-chapter-<número>, con un número de capítulo entre 1 y 10',
  unknownChapter: 'No encontramos ese capítulo',
  unknownChallenge: 'Indica en details.challenge un reto personalizado que exista',
  unknownPrintable: 'Indica en details.resource un recurso de la biblioteca que exista',
  activityDoesNotFit: (type: string, activity: string) => `La actividad "${activity}" no puede registrar un evento ${type}`,
  points: 'Los puntos deben ser un número entero entre 0 y 1000',
  eventId: 'eventId debe ser un UUID',
  occurredAt: 'occurredAt debe ser una fecha y hora ISO 8601, por ejemplo 2026-05-04T15:00:00Z',
  occurredAtFuture: 'La hora del evento (occurredAt) no puede estar en el futuro',
  occurredAtTooOld: 'Solo se pueden guardar eventos de los últimos 7 días (occurredAt)',
  details:
    'details debe ser un objeto plano de hasta 10 campos (nombres de hasta 40 letras, números o _) con textos de hasta 120 caracteres, números, sí/no o null',
} as const;
