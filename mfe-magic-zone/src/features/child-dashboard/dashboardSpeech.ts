import type { Reward } from '@universo/platform/api/content';

/**
 * What the "Escuchar" buttons of Mi Panel Mágico read. The prompts, the lead and the empty
 * states are fixed and recorded (svc-content/scripts/narrateMagicZone.ts); the child's name,
 * level, skills, rewards and business come from the services and are read live.
 */
export const DASH_VISITOR = {
  title: 'Mi Panel Mágico',
  text: 'Inicia sesión para ver el progreso, las habilidades y las recompensas de tu hijo o hija.',
};
export const DASH_NO_PROFILE = {
  title: 'Crea el perfil de tu hijo o hija',
  text: 'Aún no hay un perfil. Cuéntanos su nombre, su edad y su personaje favorito para empezar a guardar su progreso.',
};
export const DASH_LEAD = 'Este es tu panel mágico: mira cuánto has aprendido y qué recompensas has ganado.';
export const SKILLS_LEARNED = { title: 'Habilidades aprendidas', empty: 'Juega en la Zona Mágica para aprender tu primera habilidad.' };
export const SKILLS_TOP = { title: 'Tus mejores habilidades', empty: 'Aquí aparecerán las habilidades que más practicas.' };
export const BUSINESS_EMPTY = 'Aún no tienes un negocio. Ponle nombre en el Plan de Emprendimiento y aquí lo verás con su logo y tus mejores resultados.';

export function promptSpeech(prompt: { title: string; text: string }): string {
  return `${prompt.title}. ${prompt.text}`;
}

/** A list of skills with its title; the empty list's sentence is a fixed text. */
export function skillsSpeech(title: string, skills: readonly string[], empty: string): string {
  return skills.length === 0 ? `${title}. ${empty}` : `${title}: ${skills.join(', ')}.`;
}

export function levelSpeech(title: string, progress: string, milestone: string): string {
  return `${title}. ${progress}. ${milestone}`;
}

export function countsSpeech(ideas: number, sessions: number): string {
  return `Ideas de negocio: ${ideas}. Sesiones: ${sessions}.`;
}

/** "Mi emprendimiento": the business's name and each of its lines ("Meta: una bicicleta."). */
export function businessSpeech(name: string, lines: readonly { label: string; text: string }[]): string {
  return [`${name}.`, ...lines.map((line) => `${line.label}: ${line.text}${/[.!?…]$/.test(line.text) ? '' : '.'}`)].join(' ');
}

export function rewardsCountSpeech(unlocked: number, total: number): string {
  return `Has desbloqueado ${unlocked} de ${total} recompensas.`;
}

export function rewardSpeech(reward: Pick<Reward, 'rewardTitle' | 'rewardDescription'>, state: string): string {
  return `${reward.rewardTitle}. ${reward.rewardDescription} ${state}.`;
}

export function dashboardFixedTexts(): string[] {
  return [
    promptSpeech(DASH_VISITOR),
    promptSpeech(DASH_NO_PROFILE),
    DASH_LEAD,
    skillsSpeech(SKILLS_LEARNED.title, [], SKILLS_LEARNED.empty),
    skillsSpeech(SKILLS_TOP.title, [], SKILLS_TOP.empty),
    BUSINESS_EMPTY,
  ];
}
