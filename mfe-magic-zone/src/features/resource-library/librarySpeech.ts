/** What the library's "Escuchar" reads for its instruction (a recorded clip); the printables' titles come from the service and are read live. */
export const LIBRARY_INTRO = 'Hojas para imprimir y completar en familia: tablas de ahorro, listas, juegos y plantillas. Cuando termines una, ¡márcala!';

export function libraryFixedTexts(): string[] {
  return [LIBRARY_INTRO];
}
