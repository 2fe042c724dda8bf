// @ts-check
import { createWebpackConfig } from '@universo/federation';

export default createWebpackConfig({
  appDir: import.meta.dirname,
  kind: 'remote',
  exposes: { './App': './src/App.tsx' },
  title: 'Zona Mágica · Universo de Francesca (independiente)',
});
