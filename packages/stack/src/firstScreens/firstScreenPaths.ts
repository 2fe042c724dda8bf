/** A book as the public catalogue lists it: what the stories' item pages are made of. */
export interface CatalogueBook {
  id: number;
  chapters: { number: number }[];
}

/** The shell's own pages a visitor opens first (the rest of its pages are a family's). */
export const SHELL_VISITOR_PAGES = ['/', '/login', '/register'] as const;

const PARAMETER = /\{([a-z]+)\}/g;

/**
 * Every page a first screen is kept for: the shell's visitor pages, each remote's pages (the route
 * table's `pages`), and for a page with parameters one page per book (`{book}`) and per chapter
 * (`{chapter}`) of the catalogue. A page with any other parameter has no list to draw from: none.
 */
export function firstScreenPaths(pagePatterns: readonly string[], books: readonly CatalogueBook[]): string[] {
  const paths = new Set<string>(SHELL_VISITOR_PAGES);
  for (const pattern of pagePatterns) {
    const parameters = [...pattern.matchAll(PARAMETER)].map((match) => match[1]);
    if (parameters.length === 0) {
      paths.add(pattern);
      continue;
    }
    if (parameters.some((name) => name !== 'book' && name !== 'chapter')) continue;
    for (const book of books) {
      const withBook = pattern.replace('{book}', String(book.id));
      if (!parameters.includes('chapter')) paths.add(withBook);
      else for (const chapter of book.chapters) paths.add(withBook.replace('{chapter}', String(chapter.number)));
    }
  }
  return [...paths];
}
