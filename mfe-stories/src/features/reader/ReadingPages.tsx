import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@universo/platform';
import { BookPage } from '../library/BookPage';
import { LibraryPage } from '../library/LibraryPage';
import { ChapterPage } from './ChapterPage';

/**
 * Everything under /historia, one chunk: the library's three states (spec section 4: no book, a
 * book, a chapter) are real URLs, so a reload or a shared link opens the same page.
 */
export function ReadingPages() {
  return (
    <Routes>
      <Route index element={<LibraryPage />} />
      <Route path=":bookId" element={<BookPage />} />
      <Route path=":bookId/capitulo/:number" element={<ChapterPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
