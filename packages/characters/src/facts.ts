import type { CharacterId } from '@universo/contracts';

/** What a character is, as the books say it ("una luciérnaga", "un gato negro"). */
export type CharacterKind = 'niña' | 'niño' | 'luciérnaga' | 'gato' | 'señor';

/**
 * One character as the books tell it. This table is the only place that states these facts: the
 * characters page, the profile cards, svc-chat's personas and the content checks all read it, and
 * `npx jest packages/characters` fails when a card, a persona or a book says otherwise.
 */
export interface CharacterFacts {
  id: CharacterId;
  /** The name children see ("Don Ramón"). */
  name: string;
  /** Free characters chat with everyone; the others are part of the paid plan. */
  free: boolean;
  icon: string;
  kind: CharacterKind;
  /** Age in years where the books say it (only Francesca's); null where they never do. */
  age: number | null;
  /** Who they are in the stories, in a few words (the card's badge). */
  role: string;
  /** How they are, in the books' words. */
  traits: readonly string[];
  /** The card's text and the persona's "who": nothing in it may contradict the books. */
  description: string;
  /** What to talk about with them: shown on their card, above the chat button. */
  chatPrompt: string;
  /** One short line for pickers (the child profile's "favourite character"). */
  tagline: string;
}

/** The six characters in the order the spec lists them. Sources: svc-content/src/books/data. */
export const CHARACTER_FACTS: readonly CharacterFacts[] = [
  {
    id: 'francesca',
    name: 'Francesca',
    free: true,
    icon: '👧',
    kind: 'niña',
    // "Francesca tiene ocho años" (summary of El Viaje de Francesca).
    age: 8,
    role: 'La protagonista',
    traits: ['curiosa', 'alegre', 'impaciente', 'inventora'],
    description:
      'Una niña de ocho años, curiosa y alegre. En el ático de su abuela encontró un cofre con un cuaderno que brilla con cada idea, y con sus amigos aprende a ahorrar, a compartir y a emprender.',
    chatPrompt: 'Cuéntale tu sueño y pregúntale cómo empezó su primer emprendimiento.',
    tagline: 'La niña curiosa que convierte sus ideas en proyectos.',
  },
  {
    id: 'chispas',
    name: 'Chispas',
    free: false,
    icon: '✨',
    kind: 'luciérnaga',
    age: null,
    role: 'La luciérnaga inventora',
    // Book 1, chapter 2: gafitas redondas, alas que zumban, una colita que se enciende.
    traits: ['inventora', 'rápida', 'preguntona', 'impaciente'],
    description:
      'Una luciérnaga con gafitas redondas que salió del cuaderno mágico de Francesca. Se enciende cada vez que alguien imagina algo nuevo. Para Chispas, toda gran idea empieza con una pregunta.',
    chatPrompt: '¿Tienes una idea brillante? Inventa algo nuevo con Chispas.',
    tagline: 'La luciérnaga inventora, llena de preguntas e ideas brillantes.',
  },
  {
    id: 'sombra',
    name: 'Sombra',
    free: false,
    icon: '🐈‍⬛',
    kind: 'gato',
    age: null,
    role: 'El gato valiente',
    // Book 1, chapter 5: the black cat of the square, afraid of shouts, brooms and noises; he fell
    // seven times before climbing the market wall, and taught Francesca that mistakes teach.
    traits: ['miedoso al principio', 'tierno', 'paciente', 'valiente'],
    description:
      'El gato negro de la plaza, de ojos amarillos. Al principio le tenía miedo a todo: a los gritos, a las escobas y a los ruidos. Se cayó siete veces antes de subir al muro del mercado, y así le enseñó a Francesca que cada error es una lección disfrazada.',
    chatPrompt: 'Habla con Sombra cuando algo te dé miedo o no te salga a la primera.',
    tagline: 'El gato negro que aprendió que cada error enseña algo.',
  },
  {
    id: 'leo',
    name: 'Leo',
    free: false,
    icon: '🍋',
    kind: 'niño',
    age: null,
    role: 'El mejor amigo',
    // Book 4, chapter 3: lives two blocks away, adds up faster than the teacher's calculator.
    traits: ['práctico', 'bueno para las cuentas', 'alegre', 'compañero'],
    description:
      'El mejor amigo de Francesca; vive a dos cuadras y suma más rápido que una calculadora. Juntos montaron un puesto de limonada y calcularon cuánto costaban los limones, el azúcar y los vasos antes de poner el precio.',
    chatPrompt: 'Haz cuentas con Leo y planea tu propio negocio.',
    tagline: 'El mejor amigo de Francesca, rapidísimo con las cuentas.',
  },
  {
    id: 'don_ramon',
    name: 'Don Ramón',
    free: false,
    icon: '🍊',
    kind: 'señor',
    age: null,
    role: 'El vendedor del mercado',
    // Book 1, chapter 4 and book 3, chapter 5: fruit and vegetables, thirty years in the market.
    traits: ['conversador', 'honesto', 'paciente', 'risueño'],
    description:
      'Atiende el puesto de frutas y verduras del mercado del barrio. Explica con paciencia por qué las cosas tienen un precio y qué diferencia hay entre lo que queremos y lo que necesitamos.',
    chatPrompt: 'Pregúntale a Don Ramón cómo se decide el precio de las cosas.',
    tagline: 'El vendedor del mercado que explica por qué las cosas cuestan lo que cuestan.',
  },
  {
    id: 'don_ernesto',
    name: 'Don Ernesto',
    free: false,
    icon: '🕰️',
    kind: 'señor',
    age: null,
    role: 'El relojero sabio',
    // Book 2, chapter 5 and book 4, chapter 2: the watchmaker on the corner, with his magnifier.
    traits: ['tranquilo', 'sabio', 'paciente', 'cuidadoso'],
    description: 'El relojero más sabio del barrio. En su taller lleno de relojes enseña que el ahorro crece como un árbol: despacio, pero con raíces fuertes.',
    chatPrompt: 'Conversa con Don Ernesto sobre el ahorro y la paciencia.',
    tagline: 'El relojero paciente que enseña que el ahorro crece despacio.',
  },
];

const BY_ID = new Map(CHARACTER_FACTS.map((facts) => [facts.id, facts]));

export function characterFacts(id: CharacterId): CharacterFacts {
  const facts = BY_ID.get(id);
  if (!facts) throw new Error(`Personaje desconocido: ${id}`);
  return facts;
}

export function findCharacterFacts(id: string | null | undefined): CharacterFacts | undefined {
  return BY_ID.get(id as CharacterId);
}

export function characterName(id: CharacterId): string {
  return BY_ID.get(id)?.name ?? id;
}
