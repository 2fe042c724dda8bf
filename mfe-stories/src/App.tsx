import { Route, Routes } from 'react-router-dom';
import { ComingSoon, NotFound } from '@universo/platform';
import { LibraryPage } from './features/library/LibraryPage';

/** The stories remote: its routes as full paths without the leading slash (the shell mounts it at "*"). */
export default function StoriesApp() {
  return (
    <div data-remote="stories">
      <Routes>
        <Route path="historia" element={<LibraryPage />} />
        <Route
          path="historia/*"
          element={<ComingSoon title="Capítulos mágicos" description="Muy pronto podrás leer y escuchar cada capítulo aquí." />}
        />
        <Route
          path="personajes/*"
          element={
            <ComingSoon
              title="Conoce a los personajes"
              description="Muy pronto podrás conversar con Francesca, Chispas, Sombra, Leo, Don Ramón y Don Ernesto."
            />
          }
        />
        <Route
          path="generar-libro/*"
          element={<ComingSoon title="Crea tu propio libro" description="Muy pronto podrás crear un libro personalizado." />}
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
