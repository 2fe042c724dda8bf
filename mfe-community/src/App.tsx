import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@universo/platform';
import { BlogPage } from './features/blog/BlogPage';
import { ContactPage } from './features/contact/ContactPage';
import { GalleryPage } from './features/community/GalleryPage';
import { ModerationPage } from './features/moderation/ModerationPage';

/** The community remote: its routes as full paths without the leading slash (the shell mounts it at "*"). */
export default function CommunityApp() {
  return (
    <div data-remote="community">
      <Routes>
        <Route path="blog" element={<BlogPage />} />
        <Route path="blog/:slug" element={<BlogPage />} />
        <Route path="comunidad" element={<GalleryPage />} />
        <Route path="contacto" element={<ContactPage />} />
        <Route path="moderacion" element={<ModerationPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
