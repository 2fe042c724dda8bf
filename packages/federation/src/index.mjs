// @ts-check
export { readAppManifest } from './appManifest.mjs';
export { createWebpackConfig, GATEWAY_ORIGIN, REMOTE_ENTRY_FILE, REPOSITORY_ROOT, SHARED_CONTRACT_FILE } from './createWebpackConfig.mjs';
export { htmlDocument } from './htmlDocument.mjs';
export { LinkPreviewsPlugin } from './linkPreviews.mjs';
export {
  checkSharedFormsModule,
  checkSharedRouterModule,
  PLATFORM_PACKAGE,
  SHARED_ROUTER_MODULE,
  SHARED_SINGLETONS,
  sharedDependencies,
} from './sharedDependencies.mjs';
export { ROUTER_API } from './router/routerApi.mjs';
export { FORMS_API } from './forms/formsApi.mjs';
