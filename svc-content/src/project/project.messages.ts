import { CHILD_PROJECT_LIMITS } from '@universo/contracts';

// The Spanish copy of the project API's errors (the screens show `message` as it is).
export const PROJECT_MESSAGES = {
  businessName: `El nombre del negocio debe tener entre 1 y ${CHILD_PROJECT_LIMITS.nameMax} letras`,
  plan: `El plan es un objeto con las respuestas del asistente (nombre, producto, problema, solucion, clientes, precio, meta), cada una de hasta ${CHILD_PROJECT_LIMITS.answerMax} letras`,
  logo: `El logo necesita forma, colores e ícono elegidos de la lista, y un nombre de hasta ${CHILD_PROJECT_LIMITS.nameMax} letras`,
  empty: 'Envía al menos una parte del emprendimiento: businessName, plan o logo',
  needsName: 'Primero ponle nombre a tu negocio (en el Plan de Emprendimiento o en tu logo)',
  needsProfile: 'Primero crea el perfil de tu hijo o hija para guardar su emprendimiento.',
} as const;
