/** The offline banner's words: what still works without a connection. */
export const OFFLINE_NOTICE = {
  title: 'Estás sin internet.',
  body: 'Puedes seguir leyendo los libros guardados para leer sin internet y volver a las páginas que ya abriste. Lo que hagas se enviará cuando vuelva la conexión.',
} as const;
