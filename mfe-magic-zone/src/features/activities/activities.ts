/** Spec section 2, Magic Zone: the activities and where each one lives. */
export type ActivityId =
  | 'gasta-ahorra'
  | 'plan-emprendimiento'
  | 'crea-logo'
  | 'limonada'
  | 'retos'
  | 'juegos-avanzados'
  | 'biblioteca-completa'
  | 'retos-personalizados'
  | 'dibujo-avanzado';

export type ActivityTier = 'free' | 'premium';

export interface Activity {
  id: ActivityId;
  title: string;
  description: string;
  icon: string;
  tier: ActivityTier;
}

export const FREE_ACTIVITIES: readonly Activity[] = [
  {
    id: 'gasta-ahorra',
    title: 'Gasta o Ahorra',
    description: 'Elige una meta, decide en cada situación si gastar o ahorrar y mira cómo se llena tu frasco.',
    icon: '🐷',
    tier: 'free',
  },
  {
    id: 'plan-emprendimiento',
    title: 'Plan de Emprendimiento',
    description: 'Responde siete preguntas y crea el plan de tu primer negocio.',
    icon: '📝',
    tier: 'free',
  },
  {
    id: 'crea-logo',
    title: 'Crea tu Logo',
    description: 'Diseña la imagen de tu emprendimiento con colores y formas.',
    icon: '🎨',
    tier: 'free',
  },
  {
    id: 'limonada',
    title: 'Puesto de Limonada',
    description: 'Calcula cuánto cuesta preparar tu limonada y cuánto puedes ganar.',
    icon: '🍋',
    tier: 'free',
  },
];

/** The weekly free challenge. */
export const WEEKLY_CHALLENGE: Activity = {
  id: 'retos',
  title: 'Retos Semanales',
  description: 'Cuatro retos nuevos cada semana para poner a prueba tu creatividad.',
  icon: '🏆',
  tier: 'free',
};

export const PREMIUM_ACTIVITIES: readonly Activity[] = [
  {
    id: 'juegos-avanzados',
    title: 'Juegos Avanzados',
    description: 'Simulador de negocio, juego de inversión y estrategia de mercado.',
    icon: '🚀',
    tier: 'premium',
  },
  {
    id: 'biblioteca-completa',
    title: 'Biblioteca Completa',
    description: 'Cuatro categorías de recursos para descargar e imprimir.',
    icon: '📚',
    tier: 'premium',
  },
  {
    id: 'retos-personalizados',
    title: 'Retos Personalizados',
    description: 'Retos pensados para tu edad que suman puntos al completarlos.',
    icon: '🎯',
    tier: 'premium',
  },
  {
    id: 'dibujo-avanzado',
    title: 'Zona de Dibujo Avanzada',
    description: 'Pinceles, formas, sellos de tus personajes y tu propia galería privada.',
    icon: '🖌️',
    tier: 'premium',
  },
];

export const ALL_ACTIVITIES: readonly Activity[] = [...FREE_ACTIVITIES, WEEKLY_CHALLENGE, ...PREMIUM_ACTIVITIES];

export function findActivity(id: string): Activity | undefined {
  return ALL_ACTIVITIES.find((activity) => activity.id === id);
}
