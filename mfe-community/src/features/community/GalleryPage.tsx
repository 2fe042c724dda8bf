import { useState } from 'react';
import { PageState } from '@universo/platform';
import { usePageTitle } from '@universo/platform/title';
import { useGetCommunityPostsQuery } from './api/getCommunityPosts';
import { PostCard } from './components/PostCard';
import { ShareVentureDialog } from './components/ShareVentureDialog';
import { postsToShow, STARS_NOTE } from './postDisplay';
import './gallery.css';

/** `/comunidad`: the approved ventures, and the form to share one. */
export function GalleryPage() {
  // Spec section 8: a failed read shows no message; the samples stand in.
  const { data, isLoading } = useGetCommunityPostsQuery();
  const [sharing, setSharing] = useState(false);
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
      <ShareVentureDialog open={sharing} onClose={() => setSharing(false)} />
    </section>
  );
}
