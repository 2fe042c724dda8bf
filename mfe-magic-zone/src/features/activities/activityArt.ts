import type { CharacterId } from '@universo/contracts';
import type { ActivityId } from './activities';

/**
 * Issue 18: each activity's card shows the character from the books who fits it, by what the
 * books say of them (packages/characters): Leo and the lemonade stand, Don Ernesto and savings that
 * grow slowly, Chispas and her bright ideas, Don Ramón and the market, Sombra who learnt that every
 * mistake teaches, Francesca who turns ideas into projects.
 */
export const ACTIVITY_GUIDE: Readonly<Record<ActivityId, CharacterId>> = {
  'gasta-ahorra': 'don_ernesto',
  'plan-emprendimiento': 'francesca',
  'crea-logo': 'chispas',
  limonada: 'leo',
  retos: 'sombra',
  'juegos-avanzados': 'don_ramon',
  'biblioteca-completa': 'chispas',
  'retos-personalizados': 'sombra',
  'dibujo-avanzado': 'francesca',
};

/** The character on an activity's card. Pure. */
export function activityGuide(id: ActivityId): CharacterId {
  return ACTIVITY_GUIDE[id];
}
