import type { AgeTexts } from '../../shared/age/ageTexts';

/** How the game is explained, by age group (spec section 6; caps 50 / 150 / 100 words). */
export const SPEND_OR_SAVE_INTRO: AgeTexts = {
  younger: 'Tienes monedas en tu billetera. En cada situación elige qué hacer. Si ahorras, tus monedas van a la alcancía. ¡Juega 3 rondas!',
  older:
    'Empiezas con 50 monedas. En cada situación decide si gastas o ahorras: ahorrar vale más puntos (el costo dividido entre 5) que gastar (el costo dividido entre 10). Cada ronda tiene hasta 3 decisiones y termina antes si te quedan menos de 5 monedas. Después de 3 rondas verás cuánto ahorraste.',
  unknown:
    'Empiezas con 50 monedas. En cada situación decide si gastas o ahorras. Ahorrar te da más puntos que gastar. Hay 3 rondas de hasta 3 decisiones cada una.',
};
