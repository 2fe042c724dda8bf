import type { AgeTexts } from '../../shared/age/ageTexts';

/** How the calculator is explained, by age group (spec section 6). */
export const LEMONADE_INTRO: AgeTexts = {
  younger: 'Escribe cuántos limones, paquetes de azúcar y vasos compras, y a cuánto vendes cada vaso. Te decimos cuánto ganas por vaso y en el día.',
  older:
    'Un limón cuesta $200, un paquete de azúcar $100 y cada vaso $50. Escribe cuánto compras, tu precio por vaso y cuántos vasos crees que venderás: calculamos el costo total, lo que ganas en cada vaso (precio − costo de un vaso) y la ganancia del día (lo que cobras − todo lo que gastaste).',
  unknown: 'Escribe cuánto compras, tu precio y cuántos vasos venderás: calculamos el costo, la ganancia por vaso y la del día.',
};
