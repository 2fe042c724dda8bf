import { Route } from 'react-router-dom';
import { lazyPages } from '@universo/platform';
import { RemoteRoutes } from '@universo/platform/remote';
import packageJson from '../package.json';

// One chunk per page (moderation alone is a quarter of this remote, and only moderators open it).
const pages = lazyPages({
  blog: () => import(/* webpackChunkName: "page-blog" */ './features/blog/BlogPage').then((module) => module.BlogPage),
  comunidad: () => import(/* webpackChunkName: "page-comunidad" */ './features/community/GalleryPage').then((module) => module.GalleryPage),
  contacto: () => import(/* webpackChunkName: "page-contacto" */ './features/contact/ContactPage').then((module) => module.ContactPage),
  moderacion: () => import(/* webpackChunkName: "page-moderacion" */ './features/moderation/ModerationPage').then((module) => module.ModerationPage),
});

/** The community remote: a route per page of package.json's `universo.pages` (the shell mounts it at "*"), and an article's own address. */
export default function CommunityApp() {
  return (
    <RemoteRoutes name={packageJson.universo.name} patterns={packageJson.universo.pages} pages={pages}>
      <Route path="blog/:slug" element={<pages.blog />} />
    </RemoteRoutes>
  );
}
