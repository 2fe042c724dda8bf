import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyPages, NotFound, PageState } from '@universo/platform';
import { pageOfPath } from '@universo/route-table/pages';
import packageJson from '../package.json';
import { registerReaderPageLoader } from './shared/readerPage';

/** Which page answers an address: the patterns of package.json's `universo.pages`, matched as the gateway's preload maps match them. */
const pageOf = (pathname: string) => pageOfPath(packageJson.universo.pages, pathname);

const loadChapterPage = () => import(/* webpackChunkName: "page-chapter" */ './features/reader/ChapterPage').then((module) => module.ChapterPage);
// A book saved for reading without internet brings the chapter page's code with it.
registerReaderPageLoader(loadChapterPage);

// One chunk per page: the library, a book, a chapter, the characters, the book generator.
const {
  library: LibraryPage,
  book: BookPage,
  chapter: ChapterPage,
  personajes: CharactersPage,
  'generar-libro': BookGeneratorPage,
} = lazyPages(
  {
    library: () => import(/* webpackChunkName: "page-library" */ './features/library/LibraryPage').then((module) => module.LibraryPage),
    book: () => import(/* webpackChunkName: "page-book" */ './features/library/BookPage').then((module) => module.BookPage),
    chapter: loadChapterPage,
    personajes: () => import(/* webpackChunkName: "page-personajes" */ './features/characters/CharactersPage').then((module) => module.CharactersPage),
    'generar-libro': () =>
      import(/* webpackChunkName: "page-generar-libro" */ './features/book-generator/BookGeneratorPage').then((module) => module.BookGeneratorPage),
  },
  undefined,
  pageOf,
);

/**
 * The stories remote: its routes as full paths without the leading slash (the shell mounts it at
 * "*"). The library's three states (spec section 4: no book, a book, a chapter) are real URLs, so
 * a reload or a shared link opens the same page. Written out rather than through the platform’s
 * RemoteRoutes, which costs the chapter page (147 of its 150 KB) a few more bytes.
 */
export default function StoriesApp() {
  return (
    <div data-remote="stories">
      {/* The same placeholder the shell shows while this remote loads: nothing moves in between. */}
      <Suspense fallback={<PageState status="loading" message="Cargando..." />}>
        <Routes>
          <Route path="historia" element={<LibraryPage />} />
          <Route path="historia/:bookId" element={<BookPage />} />
          <Route path="historia/:bookId/capitulo/:number" element={<ChapterPage />} />
          <Route path="personajes" element={<CharactersPage />} />
          <Route path="generar-libro" element={<BookGeneratorPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </div>
  );
}
