// Copy of the home page (spec section 2, "Home").

/** The seven skills the home page claims (spec section 9). */
export const SKILLS = [
  { icon: '💡', title: 'Creatividad', text: 'Imaginar ideas nuevas y convertirlas en proyectos.' },
  { icon: '🐷', title: 'Ahorro', text: 'Entender el valor del dinero y planear sus metas.' },
  { icon: '🤝', title: 'Trabajo en equipo', text: 'Colaborar, escuchar y compartir responsabilidades.' },
  { icon: '🧭', title: 'Toma de decisiones', text: 'Elegir con calma entre gastar, ahorrar o invertir.' },
  { icon: '🗣️', title: 'Comunicación', text: 'Contar sus ideas con confianza.' },
  { icon: '🌱', title: 'Perseverancia', text: 'Aprender de los errores y volver a intentarlo.' },
  { icon: '💛', title: 'Valores', text: 'Emprender con honestidad, empatía y respeto.' },
] as const;

/** What the Plan Emprendedor Mágico includes (six items). */
export const PLAN_ITEMS = [
  'Todas las historias y capítulos del Universo de Francesca',
  'Juegos ilimitados en la Zona Mágica',
  'Chat con todos los personajes',
  'Descargas y actividades premium',
  'Retos semanales personalizados',
  'Blog exclusivo para madres, padres y docentes',
] as const;

export const FREE_ITEMS = [
  'El primer capítulo de cada historia',
  'Juegos de prueba en la Zona Mágica',
  'Retos semanales básicos',
  'Artículos del blog para familias',
] as const;

export const AUDIENCES = [
  { icon: '🧒', title: 'Niñas y niños de 6 a 10 años', text: 'Aprenden jugando, a su ritmo y en español.' },
  { icon: '👨‍👩‍👧', title: 'Familias', text: 'Acompañan a sus hijos con guías y actividades.' },
  { icon: '🏫', title: 'Docentes', text: 'Llevan la educación financiera al aula.' },
] as const;
