// @ts-check
import { createWebpackConfig } from '@universo/federation';

export default createWebpackConfig({
  appDir: import.meta.dirname,
  kind: 'shell',
  // What a remote's route needs of the shell before the remote draws (see src/app/AppRoutes.tsx).
  remoteRouteChunks: ['remote-outlet', 'state'],
  serviceWorker: './src/serviceWorker/sw.ts',
});
