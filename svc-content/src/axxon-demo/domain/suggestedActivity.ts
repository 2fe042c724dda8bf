import type { MagicZoneActivityRef } from '../../apiShapes';
import { findActivity } from '../../learning/domain/activityKeys';
import type { IdeaFeatures } from './ideaFeatures';

export interface ActivitySuggestion {
  activity: MagicZoneActivityRef;
  reason: string;
}

function activity(id: string): MagicZoneActivityRef {
  const found = findActivity(id);
  if (!found) throw new Error(`Actividad desconocida: ${id}`);
  return { id: found.id, title: found.title };
}

/**
 * The Magic Zone activity that fits the idea, first rule that holds: a brand or logo -> the logo
 * creator (the child asked for it); a lemonade idea -> the lemonade stand; saving without an idea -> Gasta o Ahorra;
 * otherwise the business plan wizard, which turns any idea (or none yet) into a plan.
 */
export function suggestActivity(f: IdeaFeatures): ActivitySuggestion {
  if (f.brand.length > 0) {
    return { activity: activity('crea-logo'), reason: 'Hablas de tu marca: en Crea tu Logo la diseñas.' };
  }
  if (f.ideas.some((i) => i.id === 'limonada')) {
    return { activity: activity('limonada'), reason: 'Tu idea es de limonada: en el Puesto de Limonada calculas costos y ganancias.' };
  }
  if (f.saving.length > 0 && f.ideas.length === 0) {
    return { activity: activity('gasta-ahorra'), reason: 'Hablas de ahorrar: en Gasta o Ahorra lo practicas.' };
  }
  if (f.ideas.length > 0 || f.planSteps.length > 0) {
    return { activity: activity('plan-emprendimiento'), reason: 'Tu idea puede crecer: el Plan de Emprendimiento la convierte en un plan de siete preguntas.' };
  }
  return { activity: activity('plan-emprendimiento'), reason: 'El Plan de Emprendimiento te ayuda a encontrar y ordenar tu idea.' };
}
