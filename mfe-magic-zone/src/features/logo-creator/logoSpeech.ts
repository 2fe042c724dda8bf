import { choicesSpeech } from '../../shared/listen/choicesSpeech';
import { LOGO_COLORS, LOGO_ICONS, LOGO_SHAPES, LOGO_TEXT_MAX } from '../../shared/logo/logoDesign';

/** What Crea tu Logo's "Escuchar" buttons read when the text is fixed (recorded clips). */
export const LOGO_INTRO = 'Elige una forma, colores, un ícono y el nombre de tu negocio. ¡Después descarga tu logo!';
export const LOGO_NAME_SPEECH = `Escribe el nombre de tu negocio. Hasta ${LOGO_TEXT_MAX} letras.`;
export const LOGO_INVISIBLE = 'El nombre y la forma tienen el mismo color: ¡así no se ve el nombre!';

/** The groups of choices, each with its legend: read as "Forma: Círculo, Cuadrado…". */
export const LOGO_CHOICE_LEGENDS = {
  shape: 'Forma',
  shapeColor: 'Color de la forma',
  icon: 'Ícono',
  iconColor: 'Color del ícono',
  textColor: 'Color del nombre',
} as const;

/** The options of each group, in the order the creator shows the groups. */
export const LOGO_CHOICE_OPTIONS = { shape: LOGO_SHAPES, shapeColor: LOGO_COLORS, icon: LOGO_ICONS, iconColor: LOGO_COLORS, textColor: LOGO_COLORS } as const;
export type LogoChoice = keyof typeof LOGO_CHOICE_OPTIONS;
export const LOGO_CHOICES = Object.keys(LOGO_CHOICE_OPTIONS) as LogoChoice[];

export function logoFixedTexts(): string[] {
  return [LOGO_INTRO, LOGO_NAME_SPEECH, LOGO_INVISIBLE, ...LOGO_CHOICES.map((key) => choicesSpeech(LOGO_CHOICE_LEGENDS[key], LOGO_CHOICE_OPTIONS[key]))];
}
