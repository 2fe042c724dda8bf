import { center, numbered, section, wrap, writingLines } from '../../domain/printable';
import { type LibraryResource, printable } from '../../domain/libraryResource';
import { wordSearch } from '../../domain/wordSearch';

export const WORD_SEARCH_WORDS = ['AHORRO', 'IDEA', 'CLIENTE', 'PRECIO', 'META', 'EQUIPO', 'GANANCIA', 'ALCANCIA', 'PLAN', 'SUEÑO'];
const WORD_SEARCH_SIZE = 12;
const WORD_SEARCH_SEED = 20251120;

function wordSearchSheet(): string[] {
  const puzzle = wordSearch(WORD_SEARCH_WORDS, WORD_SEARCH_SIZE, WORD_SEARCH_SEED);
  const directionName = (d: readonly [number, number]) => (d[0] === 0 ? 'horizontal' : d[1] === 0 ? 'vertical' : 'diagonal');
  return [
    ...wrap('Encuentra las palabras escondidas. Pueden estar de izquierda a derecha, de arriba abajo o en diagonal.'),
    '',
    ...puzzle.grid.map((row) => center(row.join(' '))),
    ...section('Palabras'),
    ...wrap(puzzle.placed.map((p) => p.word).join('   ')),
    ...section('Solución (para el adulto)'),
    ...puzzle.placed.map((p) => `${p.word.padEnd(10)} fila ${p.row + 1}, columna ${p.col + 1}, ${directionName(p.direction)}`),
  ];
}

const STORY_GAPS = [
  'Una mañana, ________________ (tu nombre) despertó con una idea brillante: vender ________________.',
  'Necesitaba ________________ y ________________ para empezar, así que abrió su alcancía.',
  'Su primer cliente fue ________________, que dijo: «¡________________!».',
  'Un día llovió y nadie compró. Entonces tuvo otra idea: ________________.',
  'Al final de la semana había ganado $________ y guardó $________ para ________________.',
];

export const CREATIVITY_RESOURCES: readonly LibraryResource[] = [
  printable(
    {
      id: 'sopa-de-letras-del-emprendedor',
      title: 'Sopa de letras del emprendedor',
      description: 'Diez palabras del mundo de los negocios para encontrar.',
      kind: 'Juego',
    },
    wordSearchSheet,
  ),
  printable(
    {
      id: 'disena-tu-logo-en-papel',
      title: 'Diseña tu logo en papel',
      description: 'Pasos y espacio para dibujar la imagen de tu negocio.',
      kind: 'Hoja de trabajo',
    },
    () => [
      ...numbered([
        'Escribe el nombre de tu negocio.',
        'Piensa en tres palabras que lo describan (por ejemplo: fresco, alegre, natural).',
        'Elige dos o tres colores que vayan con esas palabras.',
        'Dibuja una forma sencilla: un círculo, una estrella o un escudo.',
        'Pon un ícono pequeño y el nombre dentro de la forma.',
      ]),
      '',
      ...writingLines(1, 'Nombre: '),
      ...writingLines(1, 'Tres palabras: '),
      ...writingLines(1, 'Mis colores: '),
      '',
      `+${'-'.repeat(70)}+`,
      ...Array.from({ length: 14 }, () => `|${' '.repeat(70)}|`),
      `+${'-'.repeat(70)}+`,
      ...wrap('Cuando termines, créalo también en la Zona Mágica con «Crea tu Logo» y descárgalo.'),
    ],
  ),
  printable(
    { id: 'invento-reciclado', title: 'Mi invento reciclado', description: 'Convierte objetos que iban a la basura en un producto.', kind: 'Hoja de trabajo' },
    () => [
      ...wrap('Busca en casa materiales limpios que ya no se usen: cajas, tapas, frascos, botellas, retazos de tela. ¿Qué producto útil puedes crear?'),
      ...section('Materiales que encontré'),
      ...writingLines(3),
      ...section('Mi invento'),
      ...writingLines(1, 'Se llama: '),
      ...writingLines(1, 'Sirve para: '),
      ...writingLines(1, 'Lo usarían: '),
      ...writingLines(1, 'Lo vendería a: $'),
      ...section('Así lo hice (pasos)'),
      ...numbered(['______________________________', '______________________________', '______________________________']),
    ],
  ),
  printable(
    {
      id: 'cuento-para-completar',
      title: 'Cuento para completar',
      description: 'Llena los espacios y crea tu propia historia de negocio.',
      kind: 'Hoja de trabajo',
      subtitle: 'Mi primera aventura emprendedora',
    },
    () => [
      ...STORY_GAPS.flatMap((sentence) => [...wrap(sentence), '']),
      ...section('Dibuja el final de tu cuento'),
      ...Array.from({ length: 8 }, () => `|${' '.repeat(70)}|`),
    ],
  ),
  printable(
    { id: 'comic-de-mi-negocio', title: 'Cómic de mi negocio', description: 'Cuenta en cuatro viñetas cómo nace tu negocio.', kind: 'Plantilla' },
    () => {
      const panel = (titles: [string, string]) => [
        `+${'-'.repeat(34)}+ +${'-'.repeat(33)}+`,
        `| ${titles[0].padEnd(33)}| | ${titles[1].padEnd(32)}|`,
        ...Array.from({ length: 8 }, () => `|${' '.repeat(34)}| |${' '.repeat(33)}|`),
        `+${'-'.repeat(34)}+ +${'-'.repeat(33)}+`,
      ];
      return [
        ...wrap('Dibuja en cada viñeta un momento de tu negocio y escribe lo que dicen los personajes.'),
        '',
        ...panel(['1. Tengo una idea', '2. Me preparo']),
        ...panel(['3. Mi primer cliente', '4. ¡Lo logré!']),
      ];
    },
  ),
];
