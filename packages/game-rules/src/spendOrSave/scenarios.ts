/**
 * What a choice is: putting coins in the savings jar, or spending them on a need (something you
 * cannot do without: food, school, getting somewhere) or on a want (nice to have, you can wait).
 */
export type SpendOrSaveKind = 'save' | 'need' | 'want';

/** One thing the child can do with their money in a situation. */
export interface SpendOrSaveChoice {
  id: string;
  label: string;
  icon: string;
  /** Coins it takes from the wallet. */
  cost: number;
  /** A saving choice puts the coins in the jar; a need or a want uses them up. */
  kind: SpendOrSaveKind;
  /** What this choice meant, in a sentence a child of six understands (the end screen says it). */
  meaning: string;
}

export interface SpendOrSaveScenario {
  id: string;
  situation: string;
  icon: string;
  choices: readonly [SpendOrSaveChoice, SpendOrSaveChoice, SpendOrSaveChoice, SpendOrSaveChoice];
}

/** The words the screens use for each kind of choice. */
export const CHOICE_KIND_LABELS: Readonly<Record<SpendOrSaveKind, string>> = {
  save: 'Ahorro',
  need: 'Necesidad',
  want: 'Deseo',
};

export function isSaving(choice: Pick<SpendOrSaveChoice, 'kind'>): boolean {
  return choice.kind === 'save';
}

/**
 * Spec section 9: five built-in scenarios with four choices each (the spec's costs). Every
 * scenario has a choice of at most 5 coins, so a child who still has 5 coins (the round ends
 * below 5) can always play, and most have a need beside a want, so the end can tell them apart.
 */
export const SCENARIOS: readonly SpendOrSaveScenario[] = [
  {
    id: 'tienda-barrio',
    situation: 'Es sábado y vas con tu mesada a la tienda del barrio.',
    icon: '🏪',
    choices: [
      { id: 'helado', label: 'Comprar un helado de mora', icon: '🍦', cost: 8, kind: 'want', meaning: 'Un deseo: es rico, pero puedes vivir sin él.' },
      {
        id: 'alcancia',
        label: 'Guardar monedas en tu frasco',
        icon: '🫙',
        cost: 5,
        kind: 'save',
        meaning: 'Ahorro: tu frasco creció y tu meta está más cerca.',
      },
      {
        id: 'cuaderno',
        label: 'Comprar el cuaderno que piden en el colegio',
        icon: '📒',
        cost: 15,
        kind: 'need',
        meaning: 'Una necesidad: sin cuaderno no puedes hacer tus tareas.',
      },
      { id: 'meta', label: 'Guardar la mitad para tu meta', icon: '🐷', cost: 20, kind: 'save', meaning: 'Ahorro: guardar mucho de una vez acerca tu meta.' },
    ],
  },
  {
    id: 'feria-escolar',
    situation: 'En la feria del colegio venden juguetes, dulces y agua.',
    icon: '🎪',
    choices: [
      {
        id: 'carrito',
        label: 'Comprar un carrito de juguete',
        icon: '🚗',
        cost: 25,
        kind: 'want',
        meaning: 'Un deseo: es divertido, pero ya tienes juguetes.',
      },
      { id: 'agua', label: 'Comprar agua porque tienes mucha sed', icon: '💧', cost: 6, kind: 'need', meaning: 'Una necesidad: tu cuerpo necesita agua.' },
      {
        id: 'paseo',
        label: 'Guardar 15 monedas en tu frasco',
        icon: '🫙',
        cost: 15,
        kind: 'save',
        meaning: 'Ahorro: dijiste no a los juguetes y tu frasco creció.',
      },
      {
        id: 'frasco',
        label: 'Poner unas monedas en el frasco',
        icon: '🪙',
        cost: 5,
        kind: 'save',
        meaning: 'Ahorro: poquito a poquito también se llena el frasco.',
      },
    ],
  },
  {
    id: 'regalo-abuela',
    situation: 'Tu abuela te regaló dinero por tu cumpleaños.',
    icon: '🎁',
    choices: [
      { id: 'videojuego', label: 'Comprar un videojuego', icon: '🎮', cost: 30, kind: 'want', meaning: 'Un deseo: cuesta mucho y puedes esperar.' },
      {
        id: 'cuenta',
        label: 'Guardar casi todo en tu frasco',
        icon: '🏦',
        cost: 25,
        kind: 'save',
        meaning: 'Ahorro: guardaste un regalo grande para tu meta.',
      },
      {
        id: 'colores',
        label: 'Comprar colores para el colegio',
        icon: '🖍️',
        cost: 10,
        kind: 'need',
        meaning: 'Una necesidad: los usas para aprender en clase.',
      },
      {
        id: 'emergencia',
        label: 'Guardar un poco por si acaso',
        icon: '🧰',
        cost: 5,
        kind: 'save',
        meaning: 'Ahorro: tener algo guardado ayuda cuando algo pasa.',
      },
    ],
  },
  {
    id: 'puesto-limonada',
    situation: 'Quieres abrir un puesto de limonada con tu hermano.',
    icon: '🍋',
    choices: [
      {
        id: 'limones',
        label: 'Comprar limones y azúcar para el puesto',
        icon: '🍋',
        cost: 12,
        kind: 'need',
        meaning: 'Una necesidad: sin limones no hay limonada para vender.',
      },
      {
        id: 'jarra',
        label: 'Guardar para una jarra grande',
        icon: '🫗',
        cost: 10,
        kind: 'save',
        meaning: 'Ahorro: guardaste para algo que te ayuda a vender más.',
      },
      { id: 'gaseosa', label: 'Comprar una gaseosa para ti', icon: '🥤', cost: 5, kind: 'want', meaning: 'Un deseo: es rica, pero no la necesitas.' },
      { id: 'letrero', label: 'Guardar 8 monedas en tu frasco', icon: '🫙', cost: 8, kind: 'save', meaning: 'Ahorro: tu frasco creció.' },
    ],
  },
  {
    id: 'cumple-amiga',
    situation: 'Tu mejor amiga cumple años la próxima semana.',
    icon: '🎂',
    choices: [
      {
        id: 'regalo-grande',
        label: 'Comprar un regalo grande',
        icon: '🧸',
        cost: 20,
        kind: 'want',
        meaning: 'Un deseo: un regalo grande es lindo, pero uno pequeño también alegra.',
      },
      {
        id: 'tarjeta',
        label: 'Hacer una tarjeta y guardar el resto',
        icon: '💌',
        cost: 5,
        kind: 'save',
        meaning: 'Ahorro: una tarjeta hecha por ti vale mucho y guardaste monedas.',
      },
      { id: 'bus', label: 'Pagar el bus para ir a la fiesta', icon: '🚌', cost: 10, kind: 'need', meaning: 'Una necesidad: sin el bus no llegas a la fiesta.' },
      { id: 'celebrar', label: 'Guardar 15 monedas en tu frasco', icon: '🎉', cost: 15, kind: 'save', meaning: 'Ahorro: tu frasco creció bastante.' },
    ],
  },
];
