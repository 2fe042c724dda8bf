import type { AgeTexts } from '../../shared/age/ageTexts';

/** How the game is explained, by age group (spec section 6; caps 50 / 150 / 100 words). */
export const SPEND_OR_SAVE_INTRO: AgeTexts = {
  younger:
    'Tienes monedas. En cada situación elige: guardar en tu frasco, comprar algo que necesitas o algo que quieres. Lo que no gastas se queda contigo. ¡Llena tu frasco en 3 rondas!',
  older:
    'Empiezas con 50 monedas y en cada ronda nueva recibes de 40 a 59 de mesada, que se suman a lo que no gastaste. En cada situación decide: ahorrar en tu frasco, gastar en una necesidad (algo que de verdad te hace falta) o en un deseo (algo que quieres, pero puede esperar). Ahorrar vale más puntos (el costo dividido entre 5) que gastar (el costo dividido entre 10). Cada ronda tiene hasta 3 decisiones y termina antes si te quedan menos de 5 monedas. Al final verás si llenaste tu frasco.',
  unknown:
    'Empiezas con 50 monedas y cada ronda nueva te da más, que se suman a lo que guardaste. Decide si ahorras en tu frasco, gastas en una necesidad o en un deseo. Ahorrar te da más puntos que gastar. Hay 3 rondas de hasta 3 decisiones.',
};
