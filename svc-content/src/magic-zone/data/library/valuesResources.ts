import { checklist, numbered, section, table, wrap, writingLines } from '../../domain/printable';
import { type LibraryResource, printable } from '../../domain/libraryResource';

const KINDNESS = [
  'Saluda a alguien nuevo en el colegio.',
  'Ayuda a poner la mesa sin que te lo pidan.',
  'Escribe una nota bonita para alguien de tu familia.',
  'Comparte un juego con un amigo o amiga.',
  'Da las gracias a quien limpia tu colegio.',
  'Escucha a alguien sin interrumpir.',
  'Dona un juguete que ya no uses.',
  'Riega una planta o cuida una mascota.',
  'Ayuda a un compañero con una tarea.',
  'Di algo amable a alguien que está triste.',
];

const CONVERSATION_CARDS = [
  'Francesca encontró una billetera en el parque. ¿Qué debería hacer y por qué?',
  'Chispas quiere vender galletas, pero se le quemaron algunas. ¿Las vende igual?',
  'Leo y Sombra quieren abrir el mismo negocio. ¿Cómo podrían trabajar juntos?',
  'Un cliente pagó de más sin darse cuenta. ¿Qué haces?',
  'Tu amigo copió tu idea de negocio. ¿Cómo te sientes y qué le dirías?',
  'Ganaste dinero en tu puesto. ¿Cómo lo repartirías entre ahorrar, compartir y gastar?',
];

const CHORES = ['Tender mi cama', 'Recoger mis juguetes', 'Poner la mesa', 'Cuidar las plantas', 'Ordenar mis útiles'];

export const VALUES_RESOURCES: readonly LibraryResource[] = [
  printable(
    {
      id: 'reto-de-la-amabilidad',
      title: 'Reto de la amabilidad',
      description: 'Diez acciones amables para marcar durante dos semanas.',
      kind: 'Lista de verificación',
      subtitle: '10 acciones en 2 semanas',
    },
    () => [
      ...wrap('Los buenos emprendedores cuidan a las personas. Marca cada acción cuando la hagas y escribe cómo se sintió la otra persona.'),
      '',
      ...checklist(KINDNESS.map((action) => `${action}  ¿Cómo se sintió? __________`)),
    ],
  ),
  printable(
    {
      id: 'acuerdo-de-equipo',
      title: 'Acuerdo de equipo',
      description: 'Las reglas que tu equipo decide para trabajar juntos.',
      kind: 'Plantilla',
      subtitle: 'Nombre del equipo: ____________________',
    },
    () => [
      ...section('Integrantes y sus tareas'),
      ...table(
        ['Nombre', 'Mi tarea en el equipo', 'Firma'],
        Array.from({ length: 4 }, () => ['', '', '']),
        [18, 30, 14],
      ),
      ...section('Nuestras reglas'),
      ...numbered([
        'Escuchamos todas las ideas antes de decidir.',
        'Si no estamos de acuerdo, votamos.',
        'Repartimos las ganancias de forma justa.',
        'Nos ayudamos cuando alguien tiene un problema.',
      ]),
      '',
      ...writingLines(2, 'Otra regla que queremos: '),
    ],
  ),
  printable(
    {
      id: 'diario-de-gratitud',
      title: 'Diario de gratitud de 7 días',
      description: 'Una semana para agradecer lo bueno de cada día.',
      kind: 'Hoja de trabajo',
    },
    () => [
      ...wrap('Cada noche escribe algo por lo que te sientes agradecido o agradecida y a quién le quieres dar las gracias.'),
      ...['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'].flatMap((day) => [
        ...section(day),
        ...writingLines(1, 'Hoy agradezco: '),
        ...writingLines(1, 'Gracias a: '),
      ]),
    ],
  ),
  printable(
    {
      id: 'tarjetas-para-conversar',
      title: 'Tarjetas para conversar en familia',
      description: 'Seis situaciones con los personajes para hablar de valores.',
      kind: 'Juego',
    },
    () => [
      ...wrap('Recorta las tarjetas por las líneas. Por turnos, saquen una y conversen: no hay respuestas malas, solo buenas razones.'),
      '',
      ...CONVERSATION_CARDS.flatMap((card, i) => [
        '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -',
        `Tarjeta ${i + 1}`,
        ...wrap(card, '  '),
        '',
      ]),
      '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -',
    ],
  ),
  printable(
    { id: 'tabla-de-responsabilidades', title: 'Tabla de responsabilidades en casa', description: 'Marca tus tareas de cada día de la semana.', kind: 'Tabla' },
    () => [
      ...wrap('Ser responsable es el primer paso para tener un negocio. Marca con una X cada tarea que cumplas.'),
      '',
      ...table(
        ['Tarea', 'L', 'M', 'Mi', 'J', 'V', 'S', 'D'],
        CHORES.map((chore) => [chore, '', '', '', '', '', '', '']).concat([['', '', '', '', '', '', '', '']]),
        [22, 2, 2, 2, 2, 2, 2, 2],
      ),
      '',
      ...writingLines(1, 'Mi premio cuando complete la semana: '),
    ],
  ),
];
