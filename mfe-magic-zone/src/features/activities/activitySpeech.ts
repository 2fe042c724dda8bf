import { ALL_ACTIVITIES, type Activity } from './activities';

/** What an activity card's "Escuchar" reads: its title and what it is about (a recorded, fixed text). */
export function activitySpeech(activity: Pick<Activity, 'title' | 'description'>): string {
  return `${activity.title}. ${activity.description}`;
}

export function activityFixedTexts(): string[] {
  return ALL_ACTIVITIES.map(activitySpeech);
}
