/** What Estrategia de Mercado's "Escuchar" buttons read when the text is in this remote (recorded clips). */
export const MARKET_TABLE = 'La clasificación: cada negocio con su puntaje. Elige una estrategia en cada ronda y mira cómo cambian los puntajes.';
export const MARKET_OVER = '¡Fin de la competencia!';

export function marketFixedTexts(): string[] {
  return [MARKET_TABLE, MARKET_OVER];
}
