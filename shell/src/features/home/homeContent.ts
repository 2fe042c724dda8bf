// Copy of the home page (spec section 2, "Home"): one place for its words.

/** A card of the home page: its icon, its title (what the plan includes has none) and one sentence. */
export interface Feature {
  icon: string;
  title?: string;
  text: string;
}

/** The seven skills the home page claims (spec sections 1 and 9). */
export const SKILLS = [
  { icon: '💡', title: 'Creatividad', text: 'Imaginar ideas nuevas y convertirlas en pequeños proyectos de verdad.' },
  { icon: '🐷', title: 'Ahorro', text: 'Entender cuánto vale el dinero y guardar un poquito para cumplir una meta.' },
  { icon: '🧭', title: 'Toma de decisiones', text: 'Pensar antes de elegir entre gastar, ahorrar o invertir.' },
  { icon: '📋', title: 'Planificación', text: 'Ordenar una idea paso a paso: qué necesito, cuánto cuesta y para quién es.' },
  { icon: '🤝', title: 'Trabajo en equipo', text: 'Escuchar, compartir tareas y celebrar los logros con los demás.' },
  { icon: '🗣️', title: 'Comunicación', text: 'Contar sus ideas con confianza y escuchar las de otros.' },
  { icon: '💛', title: 'Valores', text: 'Emprender con honestidad, empatía, respeto y perseverancia.' },
] as const;

/** What the Plan Emprendedor Mágico includes (six items). */
export const PLAN_ITEMS = [
  { icon: '📚', text: 'Todas las historias y capítulos del Universo de Francesca, con sus narraciones en audio' },
  { icon: '🎮', text: 'Juegos ilimitados en la Zona Mágica, también los avanzados' },
  { icon: '💬', text: 'Chat sin límites con Francesca, Chispas, Sombra, Leo, Don Ramón y Don Ernesto' },
  { icon: '🖨️', text: 'Descargas premium: fichas, planes de negocio y actividades para imprimir' },
  { icon: '🏆', text: 'Retos semanales personalizados según la edad de tu hijo' },
  { icon: '👨‍👩‍👧', text: 'Blog exclusivo con guías para madres, padres y docentes' },
] as const;

/** Who can use it. */
export const AUDIENCES = [
  { icon: '🧒', title: 'Niñas y niños de 6 a 10 años', text: 'Leen, juegan y conversan con los personajes a su ritmo y en español.' },
  { icon: '👨‍👩‍👧', title: 'Madres, padres y familias', text: 'Acompañan cada aventura y siguen el progreso de sus hijos.' },
  { icon: '🏫', title: 'Docentes y colegios', text: 'Llevan la educación financiera y el emprendimiento al aula con historias.' },
] as const;

/** Why it works. */
export const REASONS = [
  {
    icon: '📖',
    title: 'Aprenden con historias',
    text: 'Cada capítulo termina con una Pausa Mágica: una lección corta que los niños recuerdan porque la vivieron con Francesca.',
  },
  {
    icon: '🎲',
    title: 'Practican jugando',
    text: 'En la Zona Mágica deciden si gastar o ahorrar, calculan su puesto de limonada y arman su primer plan de negocio.',
  },
  {
    icon: '✨',
    title: 'Conversan con los personajes',
    text: 'Francesca responde sus preguntas con cariño y sin pedir datos personales: aprender también es preguntar.',
  },
  {
    icon: '👪',
    title: 'Aprenden en familia',
    text: 'Los Retos Mágicos se hacen en casa, con ideas sencillas para conversar sobre el dinero y los sueños.',
  },
] as const;

/** What is free (spec section 1). */
export const FREE_ITEMS = [
  'El primer capítulo de cada historia',
  'Juegos de prueba en la Zona Mágica',
  'Algunas descargas y actividades para imprimir',
  'Retos semanales básicos',
  'Los artículos del blog para familias',
  'Conversar con Francesca en el chat',
] as const;
