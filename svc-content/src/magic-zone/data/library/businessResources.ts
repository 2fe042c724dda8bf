import { checklist, numbered, pesos, section, table, wrap, writingLines } from '../../domain/printable';
import { type LibraryResource, printable } from '../../domain/libraryResource';

/** The lemonade stand's prices (the same as the Magic Zone calculator's, spec section 9). */
const LEMONADE_COSTS = [
  ['Limón', 200],
  ['Paquete de azúcar', 100],
  ['Vaso', 50],
] as const;

const WEEK_DAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

export const BUSINESS_RESOURCES: readonly LibraryResource[] = [
  printable(
    {
      id: 'lista-puesto-de-limonada',
      title: 'Lista para abrir tu puesto de limonada',
      description: 'Todo lo que necesitas revisar antes de vender.',
      kind: 'Lista de verificación',
    },
    () => [
      ...section('Antes de empezar'),
      ...checklist([
        'Pedí permiso a un adulto y elegimos juntos el lugar.',
        'Calculé cuánto cuestan los limones, el azúcar y los vasos.',
        'Decidí el precio de cada vaso.',
        'Hice un letrero bonito con el nombre y el precio.',
      ]),
      ...section('El día de la venta'),
      ...checklist([
        'Me lavé las manos y tengo todo limpio.',
        'Tengo agua fría, hielo y una jarra.',
        'Tengo monedas para dar vueltas.',
        'Saludo a cada cliente con una sonrisa.',
        'Anoto cada venta en mi registro.',
      ]),
      ...section('Al terminar'),
      ...checklist([
        'Conté el dinero con un adulto.',
        'Resté lo que gasté para saber mi ganancia.',
        'Guardé una parte en mi alcancía.',
        'Dejé el lugar limpio.',
      ]),
    ],
  ),
  printable(
    {
      id: 'lienzo-de-mi-idea',
      title: 'Lienzo de mi idea de negocio',
      description: 'Las siete preguntas del plan de emprendimiento, en papel.',
      kind: 'Plantilla',
    },
    () => [
      ...[
        '¿Cómo se llama tu negocio?',
        '¿Qué vas a vender o qué servicio vas a ofrecer?',
        '¿Qué problema o necesidad resuelve?',
        '¿Cómo ayuda tu idea a resolverlo?',
        '¿Quiénes serán tus clientes?',
        '¿Cuánto costará?',
        '¿Cuál es tu meta o sueño con este negocio?',
      ].flatMap((question, i) => [`${i + 1}. ${question}`, ...writingLines(2), '']),
      'Dibuja aquí tu producto:',
      ...Array.from({ length: 8 }, () => `|${' '.repeat(70)}|`),
    ],
  ),
  printable(
    {
      id: 'calculadora-de-precios',
      title: 'Calculadora de precios en papel',
      description: 'Costo, precio y ganancia de una limonada, paso a paso.',
      kind: 'Hoja de trabajo',
    },
    () => [
      ...wrap('Para saber cuánto cobrar, primero suma lo que te cuesta hacer tu producto. Luego elige un precio mayor: la diferencia es tu ganancia.'),
      ...section('Lo que cuesta cada cosa'),
      ...table(
        ['Ingrediente', 'Precio'],
        LEMONADE_COSTS.map(([item, price]) => [item, pesos(price)]),
      ),
      ...section('Ejemplo: 5 limones, 2 paquetes de azúcar y 10 vasos'),
      ...table(
        ['Cosa', 'Cantidad', 'Precio', 'Total'],
        [
          ['Limones', '5', pesos(200), pesos(1000)],
          ['Azúcar', '2', pesos(100), pesos(200)],
          ['Vasos', '10', pesos(50), pesos(500)],
          ['Costo total', '', '', pesos(1700)],
        ],
      ),
      ...wrap(`Cada vaso cuesta ${pesos(170)}. Si lo vendes a ${pesos(350)} y vendes 8 vasos, recibes ${pesos(2800)} y ganas ${pesos(1100)}.`),
      ...section('Ahora tú'),
      ...table(
        ['Cosa', 'Cantidad', 'Precio', 'Total'],
        [
          ['Limones', '', pesos(200), '$'],
          ['Azúcar', '', pesos(100), '$'],
          ['Vasos', '', pesos(50), '$'],
          ['Costo total', '', '', '$'],
        ],
        [12, 9, 7, 10],
      ),
      ...writingLines(1, 'Precio de cada vaso: $'),
      ...writingLines(1, 'Ganancia si vendo ____ vasos: $'),
    ],
  ),
  printable(
    {
      id: 'registro-de-ventas',
      title: 'Registro de ventas de la semana',
      description: 'Anota lo que vendes cada día y suma tu semana.',
      kind: 'Tabla',
      subtitle: 'Mi negocio: ____________________',
    },
    () => [
      ...table(
        ['Día', 'Vendí', 'Precio', 'Recibí', 'Gasté', 'Ganancia'],
        WEEK_DAYS.map((day) => [day, '', '$', '$', '$', '$']),
        [9, 7, 8, 9, 8, 9],
      ),
      '',
      ...writingLines(1, 'Total de la semana: $'),
      ...writingLines(1, 'El mejor día fue: '),
      ...writingLines(1, 'La próxima semana mejoraré: '),
    ],
  ),
  printable(
    { id: 'encuesta-a-mis-clientes', title: 'Encuesta a mis clientes', description: 'Pregunta a tus clientes qué les gustó y qué mejorar.', kind: 'Plantilla' },
    () => [
      ...wrap('Escuchar a los clientes ayuda a mejorar. Haz estas preguntas a tres personas que compraron tu producto.'),
      ...[1, 2, 3].flatMap((n) => [
        ...section(`Cliente ${n}`),
        ...numbered([
          '¿Qué fue lo que más te gustó? (marca una carita)   :)   :|   :(',
          '¿Lo volverías a comprar?   Sí   No',
          '¿El precio te pareció justo?   Sí   No',
          '¿Qué podría mejorar?',
        ]),
        ...writingLines(1),
      ]),
    ],
  ),
];
