import type { ProgressStats } from '../domain/progressStats';
import { ADVANCED_GAMES } from './activities';

/** A reward of the catalogue and the rule that unlocks it. */
export interface RewardDefinition {
  id: string;
  rewardTitle: string;
  rewardDescription: string;
  isEarned: (stats: ProgressStats) => boolean;
}

const played = (stats: ProgressStats, activity: string) => stats.eventsByActivity.get(activity) ?? 0;

/** The rewards catalogue, in the order the dashboard shows it. */
export const REWARDS: readonly RewardDefinition[] = [
  {
    id: 'primer-ahorro',
    rewardTitle: 'Primer Ahorro',
    rewardDescription: 'Terminaste tu primer juego de Gasta o Ahorra.',
    isEarned: (s) => played(s, 'gasta-ahorra') >= 1,
  },
  {
    id: 'alcancia-llena',
    rewardTitle: 'Alcancía Llena',
    rewardDescription: 'Terminaste 5 juegos de Gasta o Ahorra.',
    isEarned: (s) => played(s, 'gasta-ahorra') >= 5,
  },
  {
    id: 'plan-maestro',
    rewardTitle: 'Plan Maestro',
    rewardDescription: 'Creaste tu primer plan de emprendimiento.',
    isEarned: (s) => s.eventsByType.business_plan_created >= 1,
  },
  {
    id: 'artista-de-marcas',
    rewardTitle: 'Artista de Marcas',
    rewardDescription: 'Diseñaste tu primer logo.',
    isEarned: (s) => s.eventsByType.logo_created >= 1,
  },
  {
    id: 'limonada-exitosa',
    rewardTitle: 'Limonada Exitosa',
    rewardDescription: 'Hiciste las cuentas de tu puesto de limonada.',
    isEarned: (s) => played(s, 'limonada') >= 1,
  },
  {
    id: 'primera-pagina',
    rewardTitle: 'Primera Página',
    rewardDescription: 'Leíste tu primer capítulo.',
    isEarned: (s) => s.distinctChapters >= 1,
  },
  {
    id: 'lector-magico',
    rewardTitle: 'Lector Mágico',
    rewardDescription: 'Leíste 5 capítulos distintos.',
    isEarned: (s) => s.distinctChapters >= 5,
  },
  {
    id: 'reto-cumplido',
    rewardTitle: 'Reto Cumplido',
    rewardDescription: 'Completaste tu primer reto.',
    isEarned: (s) => s.eventsByType.challenge_completed >= 1,
  },
  {
    id: 'campeon-de-retos',
    rewardTitle: 'Campeón de Retos',
    rewardDescription: 'Completaste 5 retos.',
    isEarned: (s) => s.eventsByType.challenge_completed >= 5,
  },
  {
    id: 'racha-3-dias',
    rewardTitle: 'Racha de 3 días',
    rewardDescription: 'Aprendiste tres días seguidos.',
    isEarned: (s) => s.longestStreak >= 3,
  },
  {
    id: 'mente-emprendedora',
    rewardTitle: 'Mente Emprendedora',
    rewardDescription: 'Reuniste 3 ideas de negocio entre planes y logos.',
    isEarned: (s) => s.businessIdeas >= 3,
  },
  {
    id: 'gran-estratega',
    rewardTitle: 'Gran Estratega',
    rewardDescription: 'Jugaste el simulador de negocio, el juego de inversión y la estrategia de mercado.',
    isEarned: (s) => ADVANCED_GAMES.every((game) => played(s, game) >= 1),
  },
  {
    id: 'chispa-axxon',
    rewardTitle: 'Chispa AXXON',
    rewardDescription: 'Le contaste una idea a AXXON.',
    isEarned: (s) => s.eventsByType.demo_used >= 1,
  },
];
