/**
 * The seven skills the home page claims (spec sections 1 and 9), in the home page's order
 * (shell/src/features/home/homeContent.ts). Activities unlock them: see data/activities.ts.
 */
export const SKILLS = ['Creatividad', 'Ahorro', 'Trabajo en equipo', 'Toma de decisiones', 'Comunicación', 'Perseverancia', 'Valores'] as const;

export type Skill = (typeof SKILLS)[number];
