import type { SavedBookIndex } from './domain/savedBookIndex';
import { formatBytes } from './domain/savedBookSize';

/** The words of "Guardar para leer sin internet" on a book's page. */
export const SAVE_COPY = {
  save: 'Guardar para leer sin internet',
  saving: 'Guardando el libro para leer sin internet',
  measuring: 'Calculando cuánto ocupa…',
  saved: 'Guardado para leer sin internet',
  remove: 'Quitar de este dispositivo',
  removing: 'Quitando…',
  hint: 'Guarda los capítulos, sus dibujos y la narración en este dispositivo para leerlos sin conexión.',
  quota: (bytes: number) =>
    `No hay espacio suficiente en este dispositivo para guardar el libro (necesita ${formatBytes(bytes)}). No se guardó nada: libera espacio e inténtalo de nuevo.`,
  failed: 'No pudimos guardar el libro. Revisa tu conexión e inténtalo de nuevo. No quedó nada a medias.',
  willTake: (bytes: number) => `Ocupará unos ${formatBytes(bytes)}.`,
  progress: (done: number, total: number) => `${formatBytes(done)} de ${formatBytes(total)}`,
  savedSize: (index: SavedBookIndex) => `Ocupa ${formatBytes(index.bytes)} en este dispositivo.`,
  premiumLeftOut: (saved: number, total: number) => `Se guardaron ${saved} de ${total} capítulos: los demás vienen con el Plan Emprendedor Mágico.`,
} as const;
