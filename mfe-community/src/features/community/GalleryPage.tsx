import { lazy, Suspense, useState } from 'react';
import { PageState } from '@universo/platform';
import { usePageTitle } from '@universo/platform/title';
import { useGetCommunityPostsQuery } from './api/getCommunityPosts';
import { PostCard } from './components/PostCard';
import { postsToShow, STARS_NOTE } from './postDisplay';
import './gallery.css';

// The form (and react-hook-form with it) loads with the first opening, not with the gallery.
const ShareVentureDialog = lazy(() => import('./components/ShareVentureDialog').then((module) => ({ default: module.ShareVentureDialog })));

/** `/comunidad`: the approved ventures, and the form to share one. */
export function GalleryPage() {
  // Spec section 8: a failed read shows no message; the samples stand in.
  const { data, isLoading } = useGetCommunityPostsQuery();
  const [sharing, setSharing] = useState(false);
  // Once opened it stays mounted: what was typed survives "Cancelar".
  const [opened, setOpened] = useState(false);
  if (sharing && !opened) setOpened(true);
  usePageTitle('Galería de Sueños');

  return (
    <section className="uf-container uf-section" aria-labelledby="gallery-title">
      <div className="gallery-intro">
        <div>
          <h1 id="gallery-title">Galería de Sueños</h1>
          <p className="uf-lead">Los emprendimientos de niñas y niños de 6 a 10 años, compartidos por sus familias y revisados por nuestro equipo.</p>
          <p className="gallery-stars-note">
            <span aria-hidden="true">★ </span>
            {STARS_NOTE}
          </p>
        </div>
        <button type="button" className="uf-button uf-button--accent" onClick={() => setSharing(true)}>
          Comparte tu Emprendimiento
        </button>
      </div>
      {isLoading ? (
        <PageState status="loading" message="Cargando galería..." />
      ) : (
        <ul className="uf-grid gallery-list" aria-label="Emprendimientos">
          {postsToShow(data).map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <ShareVentureDialog open={sharing} onClose={() => setSharing(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
