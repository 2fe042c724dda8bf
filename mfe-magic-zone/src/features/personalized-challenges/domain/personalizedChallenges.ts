/** Spec section 9: the age picker offers 6 to 11 and 12+ (12 stands for 12 and older). */
export const CHALLENGE_AGES = [6, 7, 8, 9, 10, 11, 12] as const;
export type ChallengeAge = (typeof CHALLENGE_AGES)[number];

export function ageOptionLabel(age: ChallengeAge): string {
  return age === 12 ? '12+ años' : `${age} años`;
}

/** The picker's age for a child: their own age within 6 to 12+, 8 when unknown. */
export function defaultChallengeAge(age: number | null): ChallengeAge {
  if (age === null || !Number.isInteger(age)) return 8;
  return Math.min(12, Math.max(6, age)) as ChallengeAge;
}

/** Ages up to 7, 8 to 10, and older: each band has its own challenges. */
export type AgeBand = 'hasta-7' | '8-a-10' | 'mayores';

export function ageBand(age: number): AgeBand {
  if (age <= 7) return 'hasta-7';
  if (age <= 10) return '8-a-10';
  return 'mayores';
}

/** Spec section 9: each band's three challenges are worth these points, in order. */
export const CHALLENGE_POINTS: Readonly<Record<AgeBand, readonly [number, number, number]>> = {
  'hasta-7': [50, 75, 100],
  '8-a-10': [125, 100, 150],
  mayores: [175, 200, 225],
};

/**
 * Spec section 4: the header shows 50 points per completed challenge. The two readings of the
 * spec differ (section 9 gives each challenge its own points by age): the header shows the 50
 * per challenge, each card shows its own points, and the child's progress records the card's.
 */
export const HEADER_POINTS_PER_CHALLENGE = 50;

interface ChallengeText {
  id: string;
  icon: string;
  title: string;
  description: string;
  steps: readonly [string, string, string];
}

export interface PersonalizedChallenge extends ChallengeText {
  points: number;
}

const CHALLENGES: Readonly<Record<AgeBand, readonly [ChallengeText, ChallengeText, ChallengeText]>> = {
  'hasta-7': [
    { id: 'p-alcancia-colores', icon: '🐷', title: 'Mi alcancía de colores', description: 'Decora un frasco para guardar tus monedas.', steps: ['Busca un frasco o una caja con ayuda de un adulto.', 'Decóralo con tus colores favoritos.', 'Guarda en él tu primera moneda.'] },
    { id: 'p-tienda-juguete', icon: '🧸', title: 'La tiendita de juguetes', description: 'Juega a vender con tu familia usando juguetes.', steps: ['Pon precio a tres juguetes: 1, 2 y 3 monedas.', 'Invita a alguien de tu familia a comprar.', 'Cuenta las monedas que recibiste.'] },
    { id: 'p-dibujo-sueno', icon: '🌈', title: 'Dibuja tu sueño', description: 'Dibuja algo que quieras lograr ahorrando.', steps: ['Piensa en algo que te gustaría tener o hacer.', 'Dibújalo en una hoja grande.', 'Pégalo cerca de tu alcancía.'] },
  ],
  '8-a-10': [
    { id: 'p-plan-semanal', icon: '📅', title: 'Plan de ahorro semanal', description: 'Decide cuánto ahorrar cada día de la semana.', steps: ['Elige una meta y averigua su precio.', 'Escribe cuánto ahorrarás cada día.', 'Al final de la semana, cuenta si lo lograste.'] },
    { id: 'p-encuesta', icon: '📋', title: 'Encuesta de ideas', description: 'Pregunta a 5 personas qué producto comprarían.', steps: ['Escribe tres ideas de producto.', 'Pregunta a 5 personas cuál prefieren.', 'Cuenta los votos y elige la ganadora.'] },
    { id: 'p-feria', icon: '🎪', title: 'Mini feria en casa', description: 'Organiza una venta pequeña con tu familia.', steps: ['Prepara algo sencillo para vender (un dibujo, una galleta).', 'Haz un letrero con nombre y precio.', 'Vende y anota cuánto ganaste.'] },
  ],
  mayores: [
    { id: 'p-presupuesto-mes', icon: '📊', title: 'Presupuesto del mes', description: 'Organiza un mes de ingresos y gastos.', steps: ['Anota todo el dinero que recibes en un mes.', 'Divide: ahorrar, compartir y gastar.', 'Compara al final del mes lo planeado y lo real.'] },
    { id: 'p-prototipo', icon: '🛠️', title: 'Tu primer prototipo', description: 'Construye una versión sencilla de tu producto.', steps: ['Dibuja tu producto con medidas.', 'Constrúyelo con materiales reciclados.', 'Muéstralo a 3 personas y anota sus opiniones.'] },
    { id: 'p-pitch', icon: '🎤', title: 'Presenta tu negocio', description: 'Prepara una presentación de un minuto.', steps: ['Explica el problema que resuelves.', 'Cuenta por qué tu idea es especial.', 'Presenta frente a tu familia y pide preguntas.'] },
  ],
};

/** Spec: challenges differ by age, with the band's points. */
export function challengesForAge(age: number): PersonalizedChallenge[] {
  const band = ageBand(age);
  return CHALLENGES[band].map((challenge, index) => ({ ...challenge, points: CHALLENGE_POINTS[band][index]! }));
}

export interface PersonalizedChallengesState {
  age: ChallengeAge;
  completed: readonly string[];
  openId: string | null;
}

export function initialPersonalizedChallenges(age: ChallengeAge): PersonalizedChallengesState {
  return { age, completed: [], openId: null };
}

export function chooseAge(state: PersonalizedChallengesState, age: ChallengeAge): PersonalizedChallengesState {
  return CHALLENGE_AGES.includes(age) ? { ...state, age, openId: null } : state;
}

/** Spec: once completed, a challenge cannot be opened again. */
export function canOpen(state: PersonalizedChallengesState, id: string): boolean {
  return !state.completed.includes(id) && challengesForAge(state.age).some((c) => c.id === id);
}

export function openChallenge(state: PersonalizedChallengesState, id: string): PersonalizedChallengesState {
  return canOpen(state, id) ? { ...state, openId: id } : state;
}

export function closeChallenge(state: PersonalizedChallengesState): PersonalizedChallengesState {
  return { ...state, openId: null };
}

/** Marking the open challenge done closes it for good. */
export function completeOpenChallenge(state: PersonalizedChallengesState): PersonalizedChallengesState {
  if (!state.openId || state.completed.includes(state.openId)) return state;
  return { ...state, completed: [...state.completed, state.openId], openId: null };
}

/** The header's points: 50 per completed challenge (spec section 4). */
export function headerPoints(state: Pick<PersonalizedChallengesState, 'completed'>): number {
  return state.completed.length * HEADER_POINTS_PER_CHALLENGE;
}

/** The other reading (spec section 9): the sum of the completed challenges' own points, all ages. */
export function challengePointsEarned(state: Pick<PersonalizedChallengesState, 'completed'>): number {
  const all = CHALLENGE_AGES.filter((age) => age === 6 || age === 8 || age === 11).flatMap(challengesForAge);
  return all.filter((c) => state.completed.includes(c.id)).reduce((sum, c) => sum + c.points, 0);
}
