import type { LibraryResponse } from '@universo/contracts';
import { LIBRARY_CATEGORIES } from '../data/library';
import { type LibraryCategory, type LibraryResource, resourceFileName } from './libraryResource';

export const LIBRARY_PATH = '/api/axxon/premium/library';

/** The library as the list shows it: every printable's title and description, never its text. */
export function librarySummary(categories: readonly LibraryCategory[] = LIBRARY_CATEGORIES): LibraryResponse {
  return {
    categories: categories.map((category) => ({
      id: category.id,
      title: category.title,
      icon: category.icon,
      resources: category.resources.map((resource) => ({
        id: resource.id,
        title: resource.title,
        description: resource.description,
        kind: resource.kind,
        fileName: resourceFileName(resource),
        downloadUrl: `${LIBRARY_PATH}/${resource.id}/download`,
      })),
    })),
  };
}

export function findResource(id: string, categories: readonly LibraryCategory[] = LIBRARY_CATEGORIES): LibraryResource | undefined {
  for (const category of categories) {
    const found = category.resources.find((resource) => resource.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The printable as a file: a byte order mark so Windows Notepad and Word read the accents right,
 * and lines ending in CRLF so every editor shows them.
 */
export function printableFile(resource: LibraryResource): string {
  return `\ufeff${resource.build().replace(/\r?\n/g, '\r\n')}`;
}

/** `attachment; filename="x.txt"`: ids are already plain ASCII file names. */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}
