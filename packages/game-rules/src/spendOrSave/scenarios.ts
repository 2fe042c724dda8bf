/** One thing the child can do with their money in a situation. */
export interface SpendOrSaveChoice {
  id: string;
  label: string;
  icon: string;
  /** Coins it takes from the wallet. */
  cost: number;
  /** A saving choice puts the coins in the piggy bank; a spending one uses them up. */
  saving: boolean;
}

export interface SpendOrSaveScenario {
  id: string;
  situation: string;
  icon: string;
  choices: readonly [SpendOrSaveChoice, SpendOrSaveChoice, SpendOrSaveChoice, SpendOrSaveChoice];
}

/**
 * Spec section 9: five built-in scenarios with four choices each. Every scenario has a choice of
 * at most 5 coins, so a child who still has 5 coins (the round ends below 5) can always play.
 */
export const SCENARIOS: readonly SpendOrSaveScenario[] = [
  {
    id: 'tienda-barrio',
    situation: 'Es sábado y vas con tu mesada a la tienda del barrio.',
    icon: '🏪',
    choices: [
      { id: 'helado', label: 'Comprar un helado de mora', icon: '🍦', cost: 8, saving: false },
      { id: 'alcancia', label: 'Guardar monedas en tu alcancía', icon: '🐷', cost: 5, saving: true },
      { id: 'album', label: 'Comprar un álbum de láminas', icon: '📒', cost: 15, saving: false },
      { id: 'bicicleta', label: 'Ahorrar para una bicicleta', icon: '🚲', cost: 20, saving: true },
    ],
  },
  {
    id: 'feria-escolar',
    situation: 'En la feria del colegio venden juguetes y dulces.',
    icon: '🎪',
    choices: [
      { id: 'carrito', label: 'Comprar un carrito de juguete', icon: '🚗', cost: 25, saving: false },
      { id: 'dulces', label: 'Comprar una bolsa de dulces', icon: '🍬', cost: 6, saving: false },
      { id: 'paseo', label: 'Guardar para el paseo de fin de año', icon: '🚌', cost: 15, saving: true },
      { id: 'frasco', label: 'Poner monedas en el frasco del ahorro', icon: '🫙', cost: 5, saving: true },
    ],
  },
  {
    id: 'regalo-abuela',
    situation: 'Tu abuela te regaló dinero por tu cumpleaños.',
    icon: '🎁',
    choices: [
      { id: 'videojuego', label: 'Comprar un videojuego', icon: '🎮', cost: 30, saving: false },
      { id: 'cuenta', label: 'Abrir una cuenta de ahorro con tu familia', icon: '🏦', cost: 25, saving: true },
      { id: 'colores', label: 'Comprar colores nuevos para el colegio', icon: '🖍️', cost: 10, saving: false },
      { id: 'emergencia', label: 'Guardar un poco para una emergencia', icon: '🧰', cost: 5, saving: true },
    ],
  },
  {
    id: 'puesto-limonada',
    situation: 'Quieres abrir un puesto de limonada con tu hermano.',
    icon: '🍋',
    choices: [
      { id: 'limones', label: 'Comprar limones y azúcar', icon: '🍋', cost: 12, saving: false },
      { id: 'jarra', label: 'Ahorrar para una jarra grande', icon: '🫗', cost: 10, saving: true },
      { id: 'gaseosa', label: 'Comprar una gaseosa para ti', icon: '🥤', cost: 5, saving: false },
      { id: 'letrero', label: 'Ahorrar para un letrero bonito', icon: '🪧', cost: 8, saving: true },
    ],
  },
  {
    id: 'cumple-amiga',
    situation: 'Tu mejor amiga cumple años la próxima semana.',
    icon: '🎂',
    choices: [
      { id: 'regalo-grande', label: 'Comprar un regalo grande', icon: '🧸', cost: 20, saving: false },
      { id: 'tarjeta', label: 'Hacer una tarjeta y guardar el resto', icon: '💌', cost: 5, saving: true },
      { id: 'regalo-pequeno', label: 'Comprar un regalo pequeño', icon: '🎀', cost: 10, saving: false },
      { id: 'celebrar', label: 'Ahorrar para celebrar juntas', icon: '🎉', cost: 15, saving: true },
    ],
  },
];
