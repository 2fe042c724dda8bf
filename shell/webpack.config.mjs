// @ts-check
import { createWebpackConfig } from '@universo/federation';

export default createWebpackConfig({ appDir: import.meta.dirname, kind: 'shell' });
