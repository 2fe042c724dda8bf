import type { LibraryResourceKind } from '@universo/contracts';

/** One printable of the library: its text is generated from data when a family downloads it. */
export interface LibraryResource {
  id: string;
  title: string;
  description: string;
  kind: LibraryResourceKind;
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
