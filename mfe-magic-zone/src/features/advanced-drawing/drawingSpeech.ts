import { choicesSpeech } from '../../shared/listen/choicesSpeech';
import type { ConfirmQuestion } from './domain/confirmQuestion';
import { COLOURS, SIZES, STAMPS, TOOLS } from './domain/tools';

/** What the drawing zone's "Escuchar" buttons read when the text is fixed (recorded clips). */
export const DRAWING_INTRO =
  'Dibuja con pinceles, formas y los sellos de tus personajes favoritos. Guarda tus obras en tu galería privada: solo tu familia puede verlas.';
export const DRAWING_NEEDS_PROFILE =
  'Primero crea el perfil de tu hijo o hija para guardar sus dibujos en su galería privada. Mientras tanto puedes dibujar y descargar tu dibujo.';
export const DRAWING_EMPTY_GALLERY = 'Aún no has guardado dibujos. Cuando guardes uno, aparecerá aquí.';

/** The questions asked before something is lost: the whole sheet, a saved drawing. */
export const DRAWING_QUESTIONS = {
  clearSheet: {
    title: '¿Borrar todo el dibujo?',
    message: 'La hoja quedará en blanco. Si cambias de idea, usa Deshacer para recuperarlo.',
    confirmLabel: 'Sí, borrar todo',
    cancelLabel: 'No, seguir dibujando',
  },
  deleteDrawing: {
    title: '¿Borrar este dibujo de tu galería?',
    message: 'Si lo borras, ya no podrás recuperarlo.',
    confirmLabel: 'Sí, borrarlo',
    cancelLabel: 'No, conservarlo',
  },
} as const satisfies Record<string, ConfirmQuestion>;

export const DRAWING_CHOICES = {
  tool: { legend: 'Herramienta', options: TOOLS },
  colour: { legend: 'Color', options: COLOURS },
  size: { legend: 'Tamaño', options: SIZES },
  stamp: { legend: 'Sello', options: STAMPS },
} as const;

export function drawingFixedTexts(): string[] {
  return [
    DRAWING_INTRO,
    DRAWING_NEEDS_PROFILE,
    DRAWING_EMPTY_GALLERY,
    ...Object.values(DRAWING_CHOICES).map(({ legend, options }) => choicesSpeech(legend, options)),
  ];
}
