import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyPages, NotFound, PageState } from '@universo/platform';

// One chunk per area: reading, the characters, the book generator.
const { historia: ReadingPages, personajes: CharactersPage, 'generar-libro': BookGeneratorPage } = lazyPages({
  historia: () => import('./features/reader/ReadingPages').then((module) => module.ReadingPages),
  personajes: () => import('./features/characters/CharactersPage').then((module) => module.CharactersPage),
  'generar-libro': () => import('./features/book-generator/BookGeneratorPage').then((module) => module.BookGeneratorPage),
});

/** The stories remote: its routes as full paths without the leading slash (the shell mounts it at "*"). */
export default function StoriesApp() {
  return (
    <div data-remote="stories">
      {/* The same placeholder the shell shows while this remote loads: nothing moves in between. */}
      <Suspense fallback={<PageState status="loading" message="Cargando..." />}>
        <Routes>
          <Route path="historia/*" element={<ReadingPages />} />
          <Route path="personajes" element={<CharactersPage />} />
          <Route path="generar-libro" element={<BookGeneratorPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </div>
  );
}
