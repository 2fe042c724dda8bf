// @ts-check
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FORMS_API } from './forms/formsApi.mjs';
import { ROUTER_API } from './router/routerApi.mjs';

/**
 * @typedef {{ singleton: boolean, requiredVersion: string, packageName?: string, version?: string, import?: string }} SharedSingleton
 */

/** The declarative subset of the router that stands for `react-router-dom` (see router/routerApi.mjs). */
export const SHARED_ROUTER_MODULE = fileURLToPath(new URL('./router/react-router-dom.mjs', import.meta.url));
/** How apps' builds import it (a package path, so no machine path ends up in mf-stats.json). */
export const SHARED_ROUTER_REQUEST = '@universo/federation/shared/react-router-dom';

/** The subset of react-hook-form that stands for it (see forms/formsApi.mjs). */
export const SHARED_FORMS_MODULE = fileURLToPath(new URL('./forms/react-hook-form.mjs', import.meta.url));
export const SHARED_FORMS_REQUEST = '@universo/federation/shared/react-hook-form';

/**
 * Fails when a subset module does not export exactly its list, in order.
 * @param {string} file @param {string} from @param {readonly string[]} expected @param {string} listName
 */
function checkSubsetModule(file, from, expected, listName) {
  const source = readFileSync(file, 'utf8');
  const block = new RegExp(`export\\s*{([^}]*)}\\s*from\\s*'${from}'`).exec(source);
  const exported = (block?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (exported.length !== expected.length || exported.some((name, index) => name !== expected[index])) {
    throw new Error(`${file} debe exportar exactamente ${listName}, en el mismo orden.`);
  }
}

/** Fails when router/react-router-dom.mjs and ROUTER_API list different names. */
export function checkSharedRouterModule() {
  checkSubsetModule(SHARED_ROUTER_MODULE, 'react-router', ROUTER_API, 'ROUTER_API');
}

/** Fails when forms/react-hook-form.mjs and FORMS_API list different names. */
export function checkSharedFormsModule() {
  checkSubsetModule(SHARED_FORMS_MODULE, '@universo/federation/react-hook-form-source', FORMS_API, 'FORMS_API');
}

/**
 * Libraries that hold React context or module state: every app must use the one copy the page
 * loaded first. Subpaths are separate share keys, so they are listed one by one.
 *
 * Redux, Redux Toolkit (with RTK Query) and react-redux are not on this list: only the platform
 * (itself a singleton, below) and the shell's store provider use them, so the page still runs one
 * copy, the platform's, and webpack keeps only what the platform uses (a shared module is bundled
 * whole: ~10 KB gzipped more on every page with a store). Remotes reach the store through
 * @universo/platform; the lint forbids them importing these libraries (eslint.config.mjs).
 *
 * react-hook-form is: every app's forms use it (with the platform's field set, @universo/platform/forms)
 * and its FormProvider is a React context. Only the lazy chunks of form pages import it, so it
 * loads with the first form a page shows, once for the shell and every remote; like the router,
 * what is shared is the subset the apps use (forms/formsApi.mjs).
 */
export const SHARED_SINGLETONS = /** @type {const} */ (['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router-dom', 'react-hook-form']);

/** The front-end platform (store, API base, auth, toasts) is a singleton too: one store per page. */
export const PLATFORM_PACKAGE = '@universo/platform';

/** @param {string} request */
function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : /** @type {string} */ (parts[0]);
}

/**
 * The `shared` option of ModuleFederationPlugin, the same for the shell and every remote.
 * Versions come from the front-end platform's package.json: it owns the singletons (the store,
 * the router, React), and every front end that also imports one declares the same range
 * (packages/deploy/src/workspaceDependencies.test.ts). One lockfile for the whole repository.
 * @param {string} rootDir repository root
 * @param {{ development?: boolean }} [options]
 * @returns {Record<string, SharedSingleton>}
 */
export function sharedDependencies(rootDir, { development = false } = {}) {
  const platformPkg = JSON.parse(readFileSync(join(rootDir, 'packages/platform/package.json'), 'utf8'));
  const declared = { ...platformPkg.peerDependencies, ...platformPkg.dependencies };
  /** @type {Record<string, SharedSingleton>} */
  const shared = {};
  // swc emits react/jsx-dev-runtime instead of react/jsx-runtime in development builds.
  const requests = development ? [...SHARED_SINGLETONS, 'react/jsx-dev-runtime'] : SHARED_SINGLETONS;
  for (const request of requests) {
    const packageName = packageNameOf(request);
    const requiredVersion = declared[packageName];
    if (!requiredVersion) throw new Error(`${packageName} no está en las dependencias de ${PLATFORM_PACKAGE}: no se puede compartir.`);
    shared[request] = { singleton: true, requiredVersion, packageName };
  }
  // The router share is a subset module; its version is still the installed react-router-dom's.
  checkSharedRouterModule();
  const require = createRequire(join(rootDir, 'package.json'));
  const routerPkg = JSON.parse(readFileSync(require.resolve('react-router-dom/package.json'), 'utf8'));
  shared['react-router-dom'] = {
    .../** @type {SharedSingleton} */ (shared['react-router-dom']),
    import: SHARED_ROUTER_REQUEST,
    version: routerPkg.version,
  };
  checkSharedFormsModule();
  const formsPkg = JSON.parse(readFileSync(require.resolve('react-hook-form/package.json'), 'utf8'));
  shared['react-hook-form'] = {
    .../** @type {SharedSingleton} */ (shared['react-hook-form']),
    import: SHARED_FORMS_REQUEST,
    version: formsPkg.version,
  };

  shared[PLATFORM_PACKAGE] = {
    singleton: true,
    version: platformPkg.version,
    requiredVersion: `^${platformPkg.version}`,
  };
  return shared;
}
