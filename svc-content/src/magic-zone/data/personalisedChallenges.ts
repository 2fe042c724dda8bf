/** Ages up to 7, 8 to 10, and older: each band has its own challenges (spec section 9). */
export type AgeBand = 'hasta-7' | '8-a-10' | 'mayores';

export interface ChallengeData {
  id: string;
  icon: string;
  title: string;
  description: string;
  steps: readonly [string, string, string];
  points: number;
}

/** Spec section 9: each band's three challenges, worth 50/75/100, 125/100/150 and 175/200/225 points. */
export const PERSONALISED_CHALLENGES: Readonly<Record<AgeBand, readonly [ChallengeData, ChallengeData, ChallengeData]>> = {
  'hasta-7': [
    {
      id: 'p-alcancia-colores',
      icon: '🐷',
      title: 'Mi alcancía de colores',
      description: 'Decora un frasco para guardar tus monedas.',
      steps: ['Busca un frasco o una caja con ayuda de un adulto.', 'Decóralo con tus colores favoritos.', 'Guarda en él tu primera moneda.'],
      points: 50,
    },
    {
      id: 'p-tienda-juguete',
      icon: '🧸',
      title: 'La tiendita de juguetes',
      description: 'Juega a vender con tu familia usando juguetes.',
      steps: ['Pon precio a tres juguetes: 1, 2 y 3 monedas.', 'Invita a alguien de tu familia a comprar.', 'Cuenta las monedas que recibiste.'],
      points: 75,
    },
    {
      id: 'p-dibujo-sueno',
      icon: '🌈',
      title: 'Dibuja tu sueño',
      description: 'Dibuja algo que quieras lograr ahorrando.',
      steps: ['Piensa en algo que te gustaría tener o hacer.', 'Dibújalo en una hoja grande.', 'Pégalo cerca de tu alcancía.'],
      points: 100,
    },
  ],
  '8-a-10': [
    {
      id: 'p-plan-semanal',
      icon: '📅',
      title: 'Plan de ahorro semanal',
      description: 'Decide cuánto ahorrar cada día de la semana.',
      steps: ['Elige una meta y averigua su precio.', 'Escribe cuánto ahorrarás cada día.', 'Al final de la semana, cuenta si lo lograste.'],
      points: 125,
    },
    {
      id: 'p-encuesta',
      icon: '📋',
      title: 'Encuesta de ideas',
      description: 'Pregunta a 5 personas qué producto comprarían.',
      steps: ['Escribe tres ideas de producto.', 'Pregunta a 5 personas cuál prefieren.', 'Cuenta los votos y elige la ganadora.'],
      points: 100,
    },
    {
      id: 'p-feria',
      icon: '🎪',
      title: 'Mini feria en casa',
      description: 'Organiza una venta pequeña con tu familia.',
      steps: ['Prepara algo sencillo para vender (un dibujo, una galleta).', 'Haz un letrero con nombre y precio.', 'Vende y anota cuánto ganaste.'],
      points: 150,
    },
  ],
  mayores: [
    {
      id: 'p-presupuesto-mes',
      icon: '📊',
      title: 'Presupuesto del mes',
      description: 'Organiza un mes de ingresos y gastos.',
      steps: ['Anota todo el dinero que recibes en un mes.', 'Divide: ahorrar, compartir y gastar.', 'Compara al final del mes lo planeado y lo real.'],
      points: 175,
    },
    {
      id: 'p-prototipo',
      icon: '🛠️',
      title: 'Tu primer prototipo',
      description: 'Construye una versión sencilla de tu producto.',
      steps: ['Dibuja tu producto con medidas.', 'Constrúyelo con materiales reciclados.', 'Muéstralo a 3 personas y anota sus opiniones.'],
      points: 200,
    },
    {
      id: 'p-pitch',
      icon: '🎤',
      title: 'Presenta tu negocio',
      description: 'Prepara una presentación de un minuto.',
      steps: ['Explica el problema que resuelves.', 'Cuenta por qué tu idea es especial.', 'Presenta frente a tu familia y pide preguntas.'],
      points: 225,
    },
  ],
};

/**
 * Spec section 4: the section's header shows 50 points per completed challenge. The spec's two
 * readings differ (section 9 gives each challenge its own points by age): the header shows the
 * 50 per challenge, each card its own points, and the child's progress records the card's.
 */
export const HEADER_POINTS_PER_CHALLENGE = 50;
