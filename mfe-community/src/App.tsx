import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyPages, NotFound, PageState } from '@universo/platform';

// One chunk per page (moderation alone is a quarter of this remote, and only moderators open it).
const {
  blog: BlogPage,
  comunidad: GalleryPage,
  contacto: ContactPage,
  moderacion: ModerationPage,
} = lazyPages({
  blog: () => import(/* webpackChunkName: "page-blog" */ './features/blog/BlogPage').then((module) => module.BlogPage),
  comunidad: () => import(/* webpackChunkName: "page-comunidad" */ './features/community/GalleryPage').then((module) => module.GalleryPage),
  contacto: () => import(/* webpackChunkName: "page-contacto" */ './features/contact/ContactPage').then((module) => module.ContactPage),
  moderacion: () => import(/* webpackChunkName: "page-moderacion" */ './features/moderation/ModerationPage').then((module) => module.ModerationPage),
});

/** The community remote: its routes as full paths without the leading slash (the shell mounts it at "*"). */
export default function CommunityApp() {
  return (
    <div data-remote="community">
      {/* The same placeholder the shell shows while this remote loads: nothing moves in between. */}
      <Suspense fallback={<PageState status="loading" message="Cargando..." />}>
        <Routes>
          <Route path="blog" element={<BlogPage />} />
          <Route path="blog/:slug" element={<BlogPage />} />
          <Route path="comunidad" element={<GalleryPage />} />
          <Route path="contacto" element={<ContactPage />} />
          <Route path="moderacion" element={<ModerationPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </div>
  );
}
