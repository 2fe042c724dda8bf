import type { PremiumItemId, ProgressEventType } from '@universo/contracts';
import type { Skill } from './skills';

/** An activity a progress event can name, the event types it can record and the skills it trains. */
export interface ActivityDefinition {
  id: string;
  /** As the Magic Zone shows it. */
  title: string;
  eventTypes: readonly ProgressEventType[];
  skills: readonly Skill[];
  /** Only families entitled to this premium item record events of it (403 otherwise). */
  premiumItem?: PremiumItemId;
}

/**
 * The Magic Zone's activities (spec section 2) plus the AXXON demo. `juegos-avanzados` is the
 * premium menu; its three games report on their own ids (simulador, inversion, estrategia), and
 * the menu id is still accepted for a client that does not tell them apart.
 */
export const ACTIVITIES: readonly ActivityDefinition[] = [
  { id: 'gasta-ahorra', title: 'Gasta o Ahorra', eventTypes: ['game_finished'], skills: ['Ahorro', 'Toma de decisiones'] },
  {
    id: 'plan-emprendimiento',
    title: 'Plan de Emprendimiento',
    eventTypes: ['business_plan_created'],
    skills: ['Creatividad', 'Toma de decisiones', 'Comunicación'],
  },
  { id: 'crea-logo', title: 'Crea tu Logo', eventTypes: ['logo_created'], skills: ['Creatividad', 'Comunicación'] },
  { id: 'limonada', title: 'Puesto de Limonada', eventTypes: ['game_finished'], skills: ['Ahorro', 'Toma de decisiones'] },
  { id: 'retos', title: 'Retos Semanales', eventTypes: ['challenge_completed'], skills: ['Perseverancia', 'Trabajo en equipo'] },
  { id: 'juegos-avanzados', title: 'Juegos Avanzados', eventTypes: ['game_finished'], skills: ['Toma de decisiones'], premiumItem: 'advanced-games' },
  {
    id: 'simulador',
    title: 'Simulador de Negocio',
    eventTypes: ['game_finished'],
    skills: ['Toma de decisiones', 'Perseverancia'],
    premiumItem: 'advanced-games',
  },
  { id: 'inversion', title: 'Juego de Inversión', eventTypes: ['game_finished'], skills: ['Ahorro', 'Toma de decisiones'], premiumItem: 'advanced-games' },
  {
    id: 'estrategia',
    title: 'Estrategia de Mercado',
    eventTypes: ['game_finished'],
    skills: ['Toma de decisiones', 'Trabajo en equipo'],
    premiumItem: 'advanced-games',
  },
  // The library's printables are activities done at home: finishing one is a completed challenge.
  {
    id: 'biblioteca-completa',
    title: 'Biblioteca Completa',
    eventTypes: ['challenge_completed'],
    skills: ['Valores', 'Comunicación'],
    premiumItem: 'full-library',
  },
  {
    id: 'retos-personalizados',
    title: 'Retos Personalizados',
    eventTypes: ['challenge_completed'],
    skills: ['Perseverancia', 'Creatividad'],
    premiumItem: 'personalised-challenges',
  },
  // Asking the demo about an idea is not practice: it trains no skill on the dashboard.
  { id: 'axxon-demo', title: 'Demo AXXON', eventTypes: ['demo_used'], skills: [] },
];

/** Reading a chapter (`book-<id>-chapter-<n>`): the stories teach values with Francesca's friends. */
export const CHAPTER_SKILLS: readonly Skill[] = ['Valores', 'Trabajo en equipo'];

/** The advanced games whose three ids earn the "Gran Estratega" reward. */
export const ADVANCED_GAMES = ['simulador', 'inversion', 'estrategia'] as const;
