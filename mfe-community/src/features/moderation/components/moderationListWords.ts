import donRamon from '@universo/art/svg/don_ramon.svg';
import sombra from '@universo/art/svg/sombra.svg';
import type { ModerationListWords } from './ModerationList';

/** The moderation desk's two lists: what each says in each state, and their names. */
export const MODERATION_LISTS = {
  messages: {
    states: { loading: 'Cargando mensajes...', failed: 'No pudimos cargar los mensajes de contacto.' },
    empty: { art: donRamon, text: 'Todavía no hay mensajes de contacto.' },
    names: { list: 'Mensajes recibidos', pager: 'Páginas de mensajes' },
  },
  pendingPosts: {
    states: { loading: 'Cargando publicaciones pendientes...', failed: 'No pudimos cargar las publicaciones pendientes.' },
    empty: { art: sombra, text: 'No hay publicaciones pendientes de revisión. ¡Todo al día!' },
    names: { list: 'Publicaciones por revisar', pager: 'Páginas de publicaciones pendientes' },
  },
} as const satisfies Record<string, ModerationListWords>;
