import type { LibraryResourceKind } from '@universo/contracts';
import { footer, heading, page } from './printable';

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

/**
 * A printable of the library: its sheet opens with its title (and subtitle, if any) and closes
 * with the library's footer; `body` writes what comes between, when a family downloads it.
 */
export function printable(resource: Omit<LibraryResource, 'build'> & { subtitle?: string }, body: () => string[]): LibraryResource {
  const { subtitle, ...fields } = resource;
  return { ...fields, build: () => page([...heading(fields.title, subtitle), ...body(), ...footer()]) };
}
