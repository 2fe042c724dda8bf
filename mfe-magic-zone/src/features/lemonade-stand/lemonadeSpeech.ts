import { LEMONADE_LIMITS } from '@universo/game-rules';
import { AGE_GROUPS } from '../../shared/age/ageGroup';
import { textForAge } from '../../shared/age/ageTexts';
import { LEMONADE_INTRO } from './lemonadeCopy';

/** What the lemonade stand's "Escuchar" buttons read when the text is fixed (recorded clips). */
export const LEMONADE_SOLD_QUESTION = '¿Cuántos vasos crees que venderás?';
export const LEMONADE_PRICE_QUESTION = 'En pesos: ¿a cuánto venderás cada vaso?';
export const LEMONADE_PROFIT = '¡Tu puesto da ganancia!';
export const LEMONADE_ACCOUNTS = 'Tus cuentas: lo que cuesta todo, lo que ganas por vaso y lo que ganas en el día.';
export const LEMONADE_LIMITS_SPEECH = `Para abrir tu puesto usa hasta ${LEMONADE_LIMITS.lemons} limones, ${LEMONADE_LIMITS.sugarPacks} paquetes de azúcar y ${LEMONADE_LIMITS.cups} vasos.`;

export function lemonadeFixedTexts(): string[] {
  return [
    ...AGE_GROUPS.map((group) => textForAge(LEMONADE_INTRO, group)),
    LEMONADE_SOLD_QUESTION,
    LEMONADE_PRICE_QUESTION,
    LEMONADE_PROFIT,
    LEMONADE_ACCOUNTS,
    LEMONADE_LIMITS_SPEECH,
  ];
}
