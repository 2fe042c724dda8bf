// The pool alone, without the browser-storage rules: the recording script (svc-content, no DOM types) reads it through the catalogue.
export interface WeeklyChallenge {
  id: string;
  icon: string;
  title: string;
  description: string;
  /** The response box's label. */
  prompt: string;
  /** The challenge's own points (svc-content keeps a challenge's points within 30 and 250). */
  points: number;
}

/** Spec section 2: four challenges a week, taken in turn from this pool (three different weeks). */
export const CHALLENGES_PER_WEEK = 4;

export const WEEKLY_CHALLENGE_POOL: readonly WeeklyChallenge[] = [
  {
    id: 'idea-tienda',
    icon: '💡',
    title: 'Tres ideas de negocio',
    description: 'Camina por tu casa o tu barrio y busca tres cosas que la gente necesite.',
    prompt: 'Escribe tus tres ideas',
    points: 40,
  },
  {
    id: 'alcancia-casera',
    icon: '🐷',
    title: 'Tu alcancía casera',
    description: 'Decora un frasco o una caja para guardar tus ahorros de la semana.',
    prompt: '¿Cómo la decoraste y qué vas a ahorrar?',
    points: 30,
  },
  {
    id: 'entrevista',
    icon: '🎤',
    title: 'Entrevista a un emprendedor',
    description: 'Pregúntale a alguien de tu familia o del barrio cómo empezó su trabajo.',
    prompt: '¿Qué fue lo más interesante que te contó?',
    points: 50,
  },
  {
    id: 'precio-justo',
    icon: '🏷️',
    title: 'El precio justo',
    description: 'Elige un producto de la tienda y compara su precio en dos lugares.',
    prompt: '¿Dónde estaba más barato y por qué crees que pasa?',
    points: 40,
  },
  {
    id: 'meta-ahorro',
    icon: '🎯',
    title: 'Mi meta de ahorro',
    description: 'Elige algo que quieras comprar y calcula cuántas semanas necesitas para ahorrarlo.',
    prompt: '¿Qué quieres comprar y cuántas semanas te tomará?',
    points: 40,
  },
  {
    id: 'reciclaje',
    icon: '♻️',
    title: 'Tesoro reciclado',
    description: 'Crea algo útil con materiales reciclados que alguien podría comprar.',
    prompt: '¿Qué creaste y quién lo usaría?',
    points: 50,
  },
  {
    id: 'ayuda-vecino',
    icon: '🤝',
    title: 'Ayuda a un vecino',
    description: 'Ofrece tu ayuda con una tarea sencilla, con permiso de un adulto.',
    prompt: '¿A quién ayudaste y cómo se sintió?',
    points: 40,
  },
  {
    id: 'eslogan',
    icon: '📣',
    title: 'Un eslogan pegajoso',
    description: 'Inventa una frase corta y divertida para anunciar tu negocio soñado.',
    prompt: 'Escribe tu eslogan',
    points: 30,
  },
  {
    id: 'lista-compras',
    icon: '🛒',
    title: 'La lista inteligente',
    description: 'Ayuda a hacer la lista del mercado y busca una forma de ahorrar en ella.',
    prompt: '¿Qué idea de ahorro encontraste?',
    points: 40,
  },
  {
    id: 'gastos-semana',
    icon: '📒',
    title: 'Diario de gastos',
    description: 'Anota durante tres días en qué gastas o ahorras tu dinero.',
    prompt: '¿Qué descubriste de tus gastos?',
    points: 50,
  },
  {
    id: 'trueque',
    icon: '🔄',
    title: 'Día de trueque',
    description: 'Intercambia un juguete o un libro que ya no uses con un amigo o amiga.',
    prompt: '¿Qué cambiaste y por qué fue un buen trato?',
    points: 30,
  },
  {
    id: 'gracias',
    icon: '💌',
    title: 'Tarjeta de gracias',
    description: 'Haz una tarjeta para agradecer a alguien que trabaja cerca de ti.',
    prompt: '¿A quién se la diste y qué escribiste?',
    points: 30,
  },
];
