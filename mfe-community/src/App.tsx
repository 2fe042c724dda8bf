import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound, PageState } from '@universo/platform';

// One chunk per page: a visit downloads the page it opens, not the other three (moderation alone
// is a quarter of this remote, and only moderators open it). The page of the address the visit
// starts on is asked for as soon as this module runs, before React gets to it.
const pages = {
  blog: () => import('./features/blog/BlogPage').then((module) => ({ default: module.BlogPage })),
  comunidad: () => import('./features/community/GalleryPage').then((module) => ({ default: module.GalleryPage })),
  contacto: () => import('./features/contact/ContactPage').then((module) => ({ default: module.ContactPage })),
  moderacion: () => import('./features/moderation/ModerationPage').then((module) => ({ default: module.ModerationPage })),
};
const firstSegment = window.location.pathname.split('/')[1]?.toLowerCase() ?? '';
if (firstSegment in pages) void pages[firstSegment as keyof typeof pages]();

const BlogPage = lazy(pages.blog);
const GalleryPage = lazy(pages.comunidad);
const ContactPage = lazy(pages.contacto);
const ModerationPage = lazy(pages.moderacion);

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
