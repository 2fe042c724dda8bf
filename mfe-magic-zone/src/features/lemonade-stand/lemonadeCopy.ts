import type { AgeTexts } from '../../shared/age/ageTexts';

/** How the calculator is explained, by age group (spec section 6). */
export const LEMONADE_INTRO: AgeTexts = {
  younger: 'Escribe cuántos limones, paquetes de azúcar y vasos compras. Te decimos cuánto cuesta y cuánto puedes ganar.',
  older:
    'Un limón cuesta $200, un paquete de azúcar $100 y cada vaso $50. Escribe cuánto compras y cuántos vasos crees que venderás: calculamos el costo total, un precio por vaso que deja ganancia y tu ganancia final.',
  unknown: 'Escribe cuánto compras y cuántos vasos venderás: calculamos el costo, un precio sugerido y tu ganancia.',
};
