import type { Term } from '../domain/termMatching';

export type EmotionId = 'alegria' | 'curiosidad' | 'preocupacion' | 'tristeza' | 'orgullo' | 'neutral';

/** How each emotion is shown (magicInsights.childEmotion). */
export const EMOTION_LABELS: Readonly<Record<EmotionId, string>> = {
  alegria: 'Alegría',
  curiosidad: 'Curiosidad',
  preocupacion: 'Preocupación',
  tristeza: 'Tristeza',
  orgullo: 'Orgullo',
  neutral: 'Neutral',
};

/** The words of each emotion in the list's wording (for reasons: "palabras de alegría"). */
export const EMOTION_NOUNS: Readonly<Record<Exclude<EmotionId, 'neutral'>, string>> = {
  alegria: 'alegría o emoción',
  curiosidad: 'curiosidad',
  preocupacion: 'preocupación',
  tristeza: 'tristeza',
  orgullo: 'orgullo',
};

/**
 * Words and phrases children use for each emotion (Colombian Spanish included: chévere, bacano).
 * "*" ends a prefix. Longer phrases win over the shorter ones inside them.
 */
export const EMOTION_TERMS: Readonly<Record<Exclude<EmotionId, 'neutral'>, readonly Term[]>> = {
  alegria: [
    'feliz', 'felices', 'felicidad', 'content*', 'alegr*', 'divert*', 'me encanta*', 'encantad*', 'me gusta', 'me gustan',
    'me fascina*', 'genial*', 'super', 'increible*', 'fantastic*', 'chever*', 'bacan*', 'wow', 'yupi', 'yay', 'jaja*', 'emocion*',
    'ilusion*', 'no puedo esperar', 'no veo la hora', 'disfrut*', 'sonri*', 'amo', 'lo mejor', 'que bien', 'buenisim*', 'hermoso dia',
  ],
  curiosidad: [
    'curios*', 'me pregunto', 'quiero saber', 'quisiera saber', 'quiero aprender', 'aprender', 'descubr*', 'investig*', 'explor*',
    'intrig*', 'me interesa*', 'sera que', 'que pasaria si', 'y si', 'como se hace', 'como puedo', 'como hago', 'por que',
  ],
  preocupacion: [
    'preocup*', 'miedo*', 'nervios*', 'asust*', 'susto', 'temor', 'duda*', 'insegur*', 'ansios*', 'angusti*', 'no se si',
    'no se como', 'y si no', 'dificil*', 'me da pena', 'verguenza', 'no puedo', 'no tengo dinero', 'no tengo plata',
    'no me alcanza', 'tal vez no', 'estresad*',
  ],
  tristeza: [
    'triste*', 'tristeza', 'llor*', 'me siento mal', 'desanim*', 'aburrid*', 'decepcion*', 'extrano', 'extrana', 'solito', 'solita',
    'nadie', 'salio mal', 'perdi', 'fracas*', 'infeliz', 'deprimid*', 'me rindo', 'no me sale', 'dolor',
  ],
  orgullo: [
    'orgullo*', 'lo logre', 'logre', 'lo hice', 'yo solo', 'yo sola', 'yo mismo', 'yo misma', 'soy capaz', 'puedo hacerlo',
    'soy bueno', 'soy buena', 'me salio bien', 'gane', 'mi propio', 'mi propia', 'aprendi', 'soy el mejor', 'soy la mejor',
    'valiente*',
  ],
};

/** A positive word right after one of these counts the other way ("no me gusta", "nunca estoy feliz"). */
export const NEGATIONS: readonly string[] = ['no', 'nunca', 'tampoco', 'ni', 'jamas'];
