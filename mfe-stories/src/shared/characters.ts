import type { CharacterId } from '@universo/contracts';

/** One of the six characters of the stories, as the stories remote presents them. */
export interface StoryCharacter {
  id: CharacterId;
  name: string;
  icon: string;
  /** Who they are in the stories, in a few words. */
  role: string;
  description: string;
  /** What to talk about with them: shown on their card, above the chat button. */
  chatPrompt: string;
}

/** The characters in the order the spec lists them; their personalities follow the books. */
export const STORY_CHARACTERS: readonly StoryCharacter[] = [
  {
    id: 'francesca',
    name: 'Francesca',
    icon: '👧',
    role: 'La protagonista',
    description:
      'Una niña de ocho años, curiosa y alegre. En el ático de su abuela encontró un cuaderno que brilla con cada idea, y con sus amigos aprende a ahorrar, a compartir y a emprender.',
    chatPrompt: 'Cuéntale tu sueño y pregúntale cómo empezó su primer emprendimiento.',
  },
  {
    id: 'chispas',
    name: 'Chispas',
    icon: '✨',
    role: 'La luciérnaga inventora',
    description:
      'Salió del cuaderno mágico de Francesca y se ilumina cada vez que alguien imagina algo nuevo. Para Chispas, toda gran idea empieza con una pregunta.',
    chatPrompt: '¿Tienes una idea brillante? Inventa algo nuevo con Chispas.',
  },
  {
    id: 'sombra',
    name: 'Sombra',
    icon: '🐈‍⬛',
    role: 'El gato valiente',
    description:
      'Un gato negro que antes le tenía miedo a todo, sobre todo a equivocarse. Descubrió que cada error es una lección disfrazada.',
    chatPrompt: 'Habla con Sombra cuando algo te dé miedo o no te salga a la primera.',
  },
  {
    id: 'leo',
    name: 'Leo',
    icon: '🍋',
    role: 'El mejor amigo',
    description:
      'El mejor amigo de Francesca. Juntos montaron un puesto de limonada y calcularon cuánto costaban los limones, el azúcar y los vasos antes de poner el precio.',
    chatPrompt: 'Haz cuentas con Leo y planea tu propio negocio.',
  },
  {
    id: 'don_ramon',
    name: 'Don Ramón',
    icon: '🍊',
    role: 'El vendedor del mercado',
    description:
      'Atiende el puesto de frutas del mercado del barrio. Explica con paciencia por qué las cosas tienen un precio y qué diferencia hay entre lo que queremos y lo que necesitamos.',
    chatPrompt: 'Pregúntale a Don Ramón cómo se decide el precio de las cosas.',
  },
  {
    id: 'don_ernesto',
    name: 'Don Ernesto',
    icon: '🕰️',
    role: 'El relojero sabio',
    description:
      'El relojero más sabio del barrio. En su taller lleno de relojes enseña que el ahorro crece como un árbol: despacio, pero con raíces fuertes.',
    chatPrompt: 'Conversa con Don Ernesto sobre el ahorro y la paciencia.',
  },
];

export function findCharacter(id: string | null | undefined): StoryCharacter | undefined {
  return STORY_CHARACTERS.find((character) => character.id === id);
}
