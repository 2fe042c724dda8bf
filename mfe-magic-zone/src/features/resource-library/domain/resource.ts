export type ResourceKind = 'Hoja de trabajo' | 'Tabla' | 'Lista de verificación' | 'Juego' | 'Plantilla';

/** One printable of the library: its text is generated from data when the child downloads it. */
export interface LibraryResource {
  id: string;
  title: string;
  description: string;
  kind: ResourceKind;
  build: () => string;
}

export interface LibraryCategory {
  id: string;
  title: string;
  icon: string;
  resources: readonly LibraryResource[];
}

/** The download's name: the resource's id, which is already a safe file name. */
export function resourceFileName(resource: Pick<LibraryResource, 'id'>): string {
  return `${resource.id}.txt`;
}
