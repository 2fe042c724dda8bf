import { Route, Routes } from 'react-router-dom';
import { ComingSoon, NotFound } from '@universo/platform';
import { BlogPage } from './features/blog/BlogPage';

/** The community remote: its routes as full paths without the leading slash (the shell mounts it at "*"). */
export default function CommunityApp() {
  return (
    <div data-remote="community">
      <Routes>
        <Route path="blog" element={<BlogPage />} />
        <Route
          path="comunidad"
          element={
            <ComingSoon
              title="Galería de Sueños"
              description="Muy pronto podrás ver y compartir los emprendimientos de otros niños."
            />
          }
        />
        <Route
          path="contacto"
          element={<ComingSoon title="Contáctanos" description="Muy pronto podrás enviarnos un mensaje desde aquí." />}
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
