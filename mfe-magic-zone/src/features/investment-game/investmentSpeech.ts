import { INVESTMENT_TRADES_PER_ROUND } from '@universo/game-rules';

/** What the investment game's "Escuchar" buttons read when the text is in this remote (recorded clips). */
export const INVESTMENT_RULES = `Lo que está en tu alcancía no cambia. Lo que inviertes puede subir o bajar en cada ronda. Puedes comprar o vender hasta ${INVESTMENT_TRADES_PER_ROUND} veces por ronda.`;
export const INVESTMENT_OVER = '¡Fin del juego!';

export function investmentFixedTexts(): string[] {
  return [INVESTMENT_RULES, INVESTMENT_OVER];
}
