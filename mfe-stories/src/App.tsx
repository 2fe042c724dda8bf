import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound, PageState } from '@universo/platform';
import { CharactersPage } from './features/characters/CharactersPage';
import { BookPage } from './features/library/BookPage';
import { LibraryPage } from './features/library/LibraryPage';
import { ChapterPage } from './features/reader/ChapterPage';

// The book generator is a page of its own that no reading page needs: its own chunk.
const BookGeneratorPage = lazy(() => import('./features/book-generator/BookGeneratorPage').then((module) => ({ default: module.BookGeneratorPage })));

/**
 * The stories remote: its routes as full paths without the leading slash (the shell mounts it at
 * "*"). The library's three states (spec section 4: no book, a book, a chapter) are real URLs, so
 * a reload or a shared link opens the same page.
 */
export default function StoriesApp() {
  return (
    <div data-remote="stories">
      <Routes>
        <Route path="historia" element={<LibraryPage />} />
        <Route path="historia/:bookId" element={<BookPage />} />
        <Route path="historia/:bookId/capitulo/:number" element={<ChapterPage />} />
        <Route path="personajes" element={<CharactersPage />} />
        <Route
          path="generar-libro"
          element={
            <Suspense fallback={<PageState status="loading" message="Cargando..." />}>
              <BookGeneratorPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
