/** What the simulator's "Escuchar" buttons read when the text is in this remote (recorded clips); the service's texts and the numbers are read live. */
export const SIMULATOR_ACCOUNTS = 'Tus cuentas de la temporada. Ingresos: lo que cobraste. Costos: lo que pagaste. Ganancia: ingresos menos costos.';
export const SIMULATOR_SEASON_OVER = '¡Fin de la temporada!';

export function simulatorFixedTexts(): string[] {
  return [SIMULATOR_ACCOUNTS, SIMULATOR_SEASON_OVER];
}
