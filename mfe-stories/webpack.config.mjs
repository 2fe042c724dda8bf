// @ts-check
import { coverPreviews } from '@universo/art/build/coverPreviews.mjs';
import { createWebpackConfig, LinkPreviewsPlugin, readAppManifest } from '@universo/federation';

const app = readAppManifest(import.meta.dirname);
const config = createWebpackConfig({
  appDir: import.meta.dirname,
  kind: 'remote',
  exposes: { './App': './src/App.tsx' },
  title: 'Historias · Universo de Francesca (independiente)',
});

/** @type {typeof config} */
export default (env, argv) => {
  const built = config(env, argv);
  // Link previews of the book pages (route table: "previews": ["/historia"]): each book's cover
  // as a PNG and the og: tags the gateway puts into /historia/<id> for crawlers.
  built.plugins = [
    ...(built.plugins ?? []),
    new LinkPreviewsPlugin({
      remoteName: app.name,
      route: '/historia',
      items: async () =>
        (await coverPreviews()).map((cover) => ({
          id: cover.bookId,
          title: `${cover.bookTitle} · Universo de Francesca`,
          description: 'Un libro ilustrado de Universo de Francesca: historias de emprendimiento, ahorro y valores para niñas y niños de 6 a 10 años.',
          image: { png: cover.png, width: cover.width, height: cover.height, alt: cover.alt },
        })),
    }),
  ];
  return built;
};
