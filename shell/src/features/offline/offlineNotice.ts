/** The offline banner's words: what still works without a connection. */
export const OFFLINE_NOTICE = {
  title: 'Estás sin internet.',
  body: 'Puedes leer los libros guardados para leer sin internet y volver a las páginas que ya abriste. Tu progreso se enviará cuando vuelva la conexión.',
} as const;
