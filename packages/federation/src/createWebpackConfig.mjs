// @ts-check
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { readAppManifest } from './appManifest.mjs';
import { htmlDocument } from './htmlDocument.mjs';
import {
  HINTS_MARKER,
  LATE_START_FILE_PREFIX,
  lateStartBlock,
  lateStartScript,
  onRemoteRoute,
  PAGE_CHUNK_PREFIX,
  REMOTE_PAGES_FOLDER,
  REMOTE_PRELOAD_FILE,
  remotePreloadFragment,
} from './pageIncludes.mjs';
import { assetLinks, linkTag, namedGroupFiles, startupFiles } from './startupAssets.mjs';
import { FORMS_SOURCE_REQUEST } from './forms/formsApi.mjs';
import { sharedDependencies } from './sharedDependencies.mjs';

/** Repository root (this file is packages/federation/src/createWebpackConfig.mjs). */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Where `npm run dev` sends `/api` (and, for the shell, the remotes): the nginx gateway. */
export const GATEWAY_ORIGIN = 'http://127.0.0.1:8080';

/** The federation container file of a remote. Never cache it: it is not hashed. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/**
 * Written beside it: the files of each exposed module and of the remote's own copies of the shared
 * libraries (`{ exposes: { './App': [...] }, shared: { react: [...] } }`), for checks and tools.
 */
export const FEDERATION_ASSETS_FILE = 'federation-assets.json';

/**
 * Every app's build writes what it shares as a singleton: `{ name, shared: { react: { version,
 * requiredVersion } } }`. A remote released on its own is checked against the shell's file (the
 * running site's, or a local build) before it ships: `npm run federation:check`.
 */
export const SHARED_CONTRACT_FILE = 'federation-shared.json';

/** The chunk name of an exposed module (`./App` -> `__federation_expose_App`). */
export const exposeChunkName = (/** @type {string} */ expose) => `__federation_expose_${expose.replace(/^\.\//, '').replace(/\W/g, '_')}`;

/**
 * @typedef {object} WebpackConfigOptions
 * @property {string} appDir Folder of the app (holds package.json with the "universo" field).
 * @property {'shell' | 'remote'} kind Must match `universo.kind`.
 * @property {Record<string, string>} [exposes] Remote modules, e.g. `{ './App': './src/App.tsx' }`.
 * @property {string} [entry] Page entry: the shell's app, or a remote's standalone page.
 *   Defaults to `./src/index.ts` (shell) and `./src/standalone/index.ts` (remote). It must only
 *   `import('./bootstrap')`: shared singletons need that async boundary.
 * @property {string} [title] `<title>` of the generated HTML page.
 * @property {string[]} [remoteRouteChunks] The shell's `webpackChunkName`s a remote's route needs
 *   before the remote draws: hinted in the page on those routes only (see StartupAssetsPlugin).
 * @property {string} [serviceWorker] Source of the site's service worker (the shell's): built by
 *   workbox's InjectManifest into SERVICE_WORKER_FILE, with the startup files as its precache.
 */

/** Where the shell's build writes the service worker (served at /sw.js, scope "/"). */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The precache of the service worker: the files every page of the shell needs to start (the
 * startup files and those of a remote's route), the same ones the page's hints ask for, so
 * installing the worker takes them from the browser's HTTP cache instead of downloading more.
 * A remote's files are never precached here: each remote deploys alone, so the worker keeps them
 * as they load (see shell/src/serviceWorker/sw.ts).
 * @param {string[]} remoteRouteChunks
 * @returns {(entries: { url: string, revision: string | null, size: number }[], compilation?: unknown) => { manifest: { url: string, revision: string | null, size: number }[] }}
 */
export function startupPrecache(remoteRouteChunks) {
  return (entries, compilation) => {
    const build = /** @type {import('webpack').Compilation} */ (compilation);
    const { initial, files } = startupFiles(build, ['main']);
    const startup = new Set([...[...initial].flatMap((chunk) => [...chunk.files]), ...files]);
    if (remoteRouteChunks.length > 0) for (const file of namedGroupFiles(build, remoteRouteChunks, initial, files)) startup.add(file);
    return { manifest: entries.filter((entry) => startup.has(entry.url.replace(/^\//, ''))) };
  };
}

/**
 * @typedef {{ mode?: string }} WebpackArgv
 * @typedef {import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }} WebpackConfiguration
 * @typedef {(env: Record<string, unknown>, argv: WebpackArgv) => WebpackConfiguration} WebpackConfigFunction
 */

/**
 * Packages the services run as their CommonJS build and the front ends bundle from their
 * TypeScript source (see the aliases below): types, tables and pure functions only.
 */
export const SOURCE_PACKAGES = /** @type {const} */ (['contracts', 'characters', 'game-rules']);

/** @param {string} name */
const packageSource = (name) => join(REPOSITORY_ROOT, 'packages', name, 'src/index.ts');

/** The production build of react-router, which its package.json `exports` does not offer to bundlers. */
export function reactRouterProductionBuild() {
  const require = createRequire(join(REPOSITORY_ROOT, 'package.json'));
  return join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');
}

/** react-hook-form's ES module, which its package.json `exports` offers only under the shared name. */
export function reactHookFormModule() {
  const require = createRequire(join(REPOSITORY_ROOT, 'package.json'));
  return join(dirname(require.resolve('react-hook-form/package.json')), 'dist/index.esm.mjs');
}

/**
 * A remote's build writes REMOTE_PRELOAD_FILE: remoteEntry.js and the chunks its `./App` needs
 * before it runs. The gateway includes it in the shell's page for the routes of this remote, so
 * they download beside the shell's own scripts, not after them. It also writes
 * FEDERATION_ASSETS_FILE, read by the end-to-end check that no remote downloads its own copy of
 * a shared library.
 */
class RemoteAssetsPlugin {
  /** @param {string} remoteName @param {string[]} exposes @param {Record<string, string>} pages the route table's `pages` */
  constructor(remoteName, exposes, pages = {}) {
    this.remoteName = remoteName;
    this.exposes = exposes;
    this.pages = pages;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        /** @param {Iterable<import('webpack').Chunk> | undefined} chunks */
        const scripts = (chunks) =>
          [...(chunks ?? [])]
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => file.endsWith('.js'))
            .sort();
        /** @type {Record<string, string[]>} */
        const exposes = {};
        for (const expose of this.exposes) exposes[expose] = scripts(compilation.namedChunkGroups.get(exposeChunkName(expose))?.chunks);
        /** @type {Record<string, Set<string>>} */
        const shared = {};
        for (const module of compilation.modules) {
          if (module.type !== 'consume-shared-module' && module.type !== 'provide-module') continue;
          const key =
            /** @type {{ options?: { shareKey?: string }, name?: string }} */ (/** @type {unknown} */ (module)).options?.shareKey ??
            /** @type {{ name?: string }} */ (/** @type {unknown} */ (module)).name;
          if (!key) continue;
          for (const block of module.blocks) {
            const files = scripts(compilation.chunkGraph.getBlockChunkGroup(block)?.chunks);
            for (const file of files) (shared[key] ??= new Set()).add(file);
          }
        }
        const assets = { exposes, shared: Object.fromEntries(Object.entries(shared).map(([key, files]) => [key, [...files].sort()])) };
        compilation.emitAsset(FEDERATION_ASSETS_FILE, new sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`));
        const appChunks = [...(compilation.namedChunkGroups.get(exposeChunkName('./App'))?.chunks ?? [])];
        const styles = appChunks
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => file.endsWith('.css'))
          .sort();
        const fragment = remotePreloadFragment(this.remoteName, { remoteEntry: REMOTE_ENTRY_FILE, chunks: exposes['./App'] ?? [], styles });
        compilation.emitAsset(REMOTE_PRELOAD_FILE, new sources.RawSource(`${fragment}\n`));
        // Each declared page's own chunks (`page-<name>`), for the gateway to hint at that address.
        const appFiles = new Set(appChunks.flatMap((chunk) => [...chunk.files]));
        for (const name of Object.keys(this.pages)) {
          const group = compilation.namedChunkGroups.get(`${PAGE_CHUNK_PREFIX}${name}`);
          if (!group) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `La página «${name}» de package.json (universo.pages) no tiene chunk: importa su componente con /* webpackChunkName: "${PAGE_CHUNK_PREFIX}${name}" */.`,
              ),
            );
            continue;
          }
          const files = [...group.chunks]
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => !appFiles.has(file))
            .sort();
          const page = remotePreloadFragment(this.remoteName, {
            chunks: files.filter((file) => file.endsWith('.js')),
            styles: files.filter((file) => file.endsWith('.css')),
          });
          compilation.emitAsset(`${REMOTE_PAGES_FOLDER}/${name}.html`, new sources.RawSource(`${page}\n`));
        }
      });
    });
  }
}

/** Writes SHARED_CONTRACT_FILE: the version each singleton is built with, and the range it accepts. */
class SharedContractPlugin {
  /** @param {string} appName @param {Record<string, import('./sharedDependencies.mjs').SharedSingleton>} shared */
  constructor(appName, shared) {
    this.appName = appName;
    this.shared = shared;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const require = createRequire(join(REPOSITORY_ROOT, 'package.json'));
    /** @type {Record<string, { version: string, requiredVersion: string }>} */
    const contract = {};
    for (const [key, entry] of Object.entries(this.shared)) {
      const version = entry.version ?? JSON.parse(readFileSync(require.resolve(`${entry.packageName ?? key}/package.json`), 'utf8')).version;
      contract[key] = { version, requiredVersion: entry.requiredVersion };
    }
    const body = `${JSON.stringify({ name: this.appName, shared: contract }, null, 2)}\n`;
    compiler.hooks.thisCompilation.tap('SharedContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedContractPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset(SHARED_CONTRACT_FILE, new sources.RawSource(body));
      });
    });
  }
}

/**
 * The page's entry only runs `import('./bootstrap')` (the async boundary of the shared modules):
 * without help, the browser learns of the bootstrap chunks, of the shared libraries they use
 * (React DOM, the router) and of their stylesheets only after main.js has downloaded and run.
 * This writes them into the page at build time (see ./startupAssets.mjs): the scripts as
 * preloads, the stylesheets as stylesheets, so everything downloads beside main.js.
 *
 * The shell's page also carries, in a block the gateway keeps on a remote's route only, the hints
 * of the shell's own chunks that such a route needs before the remote can draw
 * (`remoteRouteChunks`: the remote outlet and the store). Production builds only: the webpack dev
 * server fills in no SSI, so the hints would stand on every route.
 *
 * The script hints ask for `fetchpriority="low"`: the priority webpack's own script requests
 * (and the deferred main.js) have, so they share the line with them instead of going first, and
 * a hint is no render-blocking request for Lighthouse's simulation.
 */
class StartupAssetsPlugin {
  /**
   * @param {string[]} remoteRouteChunks
   * @param {boolean} lateStart the page's hints go in a late-start block (the shell's page, see lateStartBlock)
   */
  constructor(remoteRouteChunks, lateStart) {
    this.remoteRouteChunks = remoteRouteChunks;
    this.lateStart = lateStart;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupAssetsPlugin', (compilation) => {
      const hooks = HtmlWebpackPlugin.getHooks(compilation);
      /** @type {string[]} */
      let remoteRouteFiles = [];
      hooks.alterAssetTagGroups.tap('StartupAssetsPlugin', (data) => {
        const publicPath = typeof data.publicPath === 'string' ? data.publicPath : '/';
        const { initial, files } = startupFiles(compilation, data.plugin.options?.chunks);
        remoteRouteFiles = this.remoteRouteChunks.length > 0 ? namedGroupFiles(compilation, this.remoteRouteChunks, initial, files) : [];
        remoteRouteFiles = assetLinks(remoteRouteFiles, publicPath, { styles: 'preload' }).map(linkTag);
        const tags = assetLinks(files, publicPath).map((attributes) => HtmlWebpackPlugin.createHtmlTagObject('link', attributes));
        return { ...data, headTags: [...data.headTags, ...tags] };
      });
      // After the startup hints (the head's end): those are needed first, on every route.
      /** @type {string | undefined} */
      let loaderFile;
      if (this.lateStart) {
        compilation.hooks.processAssets.tap({ name: 'StartupAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          const code = lateStartScript();
          loaderFile = `${LATE_START_FILE_PREFIX}.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
          compilation.emitAsset(loaderFile, new webpack.sources.RawSource(code));
        });
      }
      hooks.beforeEmit.tap('StartupAssetsPlugin', (data) => {
        const publicPath = data.plugin.options?.publicPath;
        const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath.replace(/\/?$/, '/') : '/';
        let html = remoteRouteFiles.length === 0 ? data.html : data.html.replace('</head>', `${onRemoteRoute(remoteRouteFiles.join(''))}</head>`);
        html = loaderFile ? deferHints(html, `${base}${loaderFile}`) : html.replace(HINTS_MARKER, '');
        return { ...data, html };
      });
    });
  }
}

/**
 * The shell's page with its hints and scripts (from HINTS_MARKER to the head's end) in a
 * late-start block, its stylesheets left before it: they draw the first screen.
 * @param {string} html
 * @param {string} loaderSrc
 */
export function deferHints(html, loaderSrc) {
  const start = html.indexOf(HINTS_MARKER);
  const end = html.indexOf('</head>');
  if (start < 0 || end < start) throw new Error('La página del shell no tiene dónde empiezan sus scripts.');
  const hints = html.slice(start + HINTS_MARKER.length, end);
  const stylesheets = hints.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const rest = hints.replace(/<link rel="stylesheet"[^>]*>/g, '');
  return `${html.slice(0, start)}${stylesheets.join('')}${lateStartBlock(rest, loaderSrc)}${html.slice(end)}`;
}

/** @param {boolean} tsx @param {boolean} development */
function swcLoader(tsx, development) {
  return {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        target: 'es2020',
        transform: { react: { runtime: 'automatic', development } },
      },
    },
  };
}

/**
 * The one webpack configuration of the front ends. Name, dev port and routes come from the app's
 * package.json "universo" field; shared singletons from {@link sharedDependencies}.
 * @param {WebpackConfigOptions} options
 * @returns {WebpackConfigFunction}
 */
export function createWebpackConfig(options) {
  const appDir = resolve(options.appDir);
  const app = readAppManifest(appDir);
  if (app.kind !== options.kind) {
    throw new Error(`${app.packageName}: "universo.kind" es "${app.kind}" pero la configuración pide "${options.kind}".`);
  }
  const isRemote = app.kind === 'remote';
  const entry = options.entry ?? (isRemote ? './src/standalone/index.ts' : './src/index.ts');
  const pageChunk = isRemote ? 'standalone' : 'main';

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const hashed = production ? '[name].[contenthash:8].js' : '[name].js';
    const shared = sharedDependencies(REPOSITORY_ROOT, { development: !production });

    /** @type {WebpackConfiguration} */
    const config = {
      mode: production ? 'production' : 'development',
      context: appDir,
      target: 'web',
      entry: { [pageChunk]: entry },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: join(appDir, 'dist'),
        // The shell serves deep links (/historia/1) from index.html, so its assets are absolute;
        // a remote's assets live wherever its manifest was found.
        publicPath: isRemote ? 'auto' : '/',
        filename: hashed,
        chunkFilename: hashed,
        assetModuleFilename: production ? '[name].[contenthash:8][ext]' : '[name][ext]',
        uniqueName: app.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '...'],
        // react-router's package.json offers bundlers only its development build (dev-only
        // warnings and checks); production builds take the production one beside it.
        alias: {
          ...(production ? { 'react-router$': reactRouterProductionBuild() } : {}),
          // These packages' TypeScript source rather than their CommonJS build (made for the
          // services): ES modules let webpack keep only what a page uses of them.
          ...Object.fromEntries(SOURCE_PACKAGES.map((name) => [`@universo/${name}$`, packageSource(name)])),
          // What the shared subset of react-hook-form re-exports (forms/react-hook-form.mjs): the
          // package's ES module, under a name the share key does not catch.
          [`${FORMS_SOURCE_REQUEST}$`]: reactHookFormModule(),
        },
      },
      module: {
        rules: [
          // Types, constants and pure functions only: a module nothing uses is left out whole.
          ...SOURCE_PACKAGES.map((name) => ({ include: dirname(packageSource(name)), sideEffects: false })),
          { test: /\.ts$/, exclude: /node_modules/, use: swcLoader(false, !production) },
          { test: /\.tsx$/, exclude: /node_modules/, use: swcLoader(true, !production) },
          // Stylesheets are files the page links (or webpack's runtime links with the chunk that
          // imports them), not JavaScript that writes <style> elements: the browser parses them
          // while scripts download, and no script runs before the first paint to style it.
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|jpe?g|gif|svg|webp|avif|mp3|woff2?)$/, type: 'asset/resource' },
          // Data shipped as text (the common-password list), imported lazily as a string chunk.
          { test: /\.txt$/, type: 'asset/source' },
        ],
      },
      plugins: [
        // webpack's own Module Federation: its runtime is ~3 KB gzipped in the shell and in each
        // remoteEntry.js (@module-federation/enhanced's was ~25 KB in the shell plus ~8 KB per
        // remote). The shell loads remotes itself (shell/src/features/remotes/federation.ts).
        new webpack.container.ModuleFederationPlugin({
          name: app.name,
          ...(isRemote
            ? {
                filename: REMOTE_ENTRY_FILE,
                // A global variable named like the remote: the shell reads it after the script ran.
                library: { type: 'var', name: app.name },
                exposes: Object.fromEntries(
                  Object.entries(options.exposes ?? {}).map(([expose, file]) => [expose, { import: file, name: exposeChunkName(expose) }]),
                ),
              }
            : {}),
          // The shell learns its remotes at run time from the map in its page (or /remotes.json).
          remotes: {},
          // Singletons: a remote deployed later with a newer React does not start a second copy
          // beside the one the page already runs (webpack picks the loaded version first).
          shared,
        }),
        new SharedContractPlugin(app.name, shared),
        ...(isRemote ? [new RemoteAssetsPlugin(app.name, Object.keys(options.exposes ?? {}), app.pages)] : []),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
          // Pages import shared stylesheets (games.css) in different orders; their rules do not
          // overlap, so the order between them does not matter.
          ignoreOrder: true,
        }),
        new StartupAssetsPlugin(production ? (options.remoteRouteChunks ?? []) : [], production && !isRemote),
        ...(production && options.serviceWorker
          ? [
              new InjectManifest({
                swSrc: options.serviceWorker,
                swDest: SERVICE_WORKER_FILE,
                include: [/\.(?:js|css)$/],
                exclude: [/\.gz$/, /\.LICENSE\.txt$/],
                // Hashed names: fetched through the HTTP cache, no revision query.
                dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
                manifestTransforms: [startupPrecache(options.remoteRouteChunks ?? [])],
              }),
            ]
          : []),
        new HtmlWebpackPlugin({
          filename: isRemote ? 'standalone.html' : 'index.html',
          chunks: [pageChunk],
          templateContent: htmlDocument({ title: options.title ?? 'Universo de Francesca', gatewayIncludes: !isRemote }),
          // Minified, but the gateway's include directives are HTML comments: keep comments.
          minify: production
            ? { collapseWhitespace: true, keepClosingSlash: true, removeComments: false, removeRedundantAttributes: true, useShortDoctype: true }
            : false,
          // The standalone page is meant for the remote's own dev server, served at "/".
          ...(isRemote ? { publicPath: '/' } : {}),
        }),
      ],
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })],
      },
      performance: { hints: false },
      devServer: {
        host: '127.0.0.1',
        port: app.devPort,
        hot: false,
        liveReload: true,
        historyApiFallback: isRemote ? { index: '/standalone.html' } : true,
        // Lets a shell on another port load this remote's manifest and chunks.
        headers: isRemote ? { 'Access-Control-Allow-Origin': '*' } : {},
        client: { overlay: { errors: true, warnings: false } },
        proxy: [
          {
            context: isRemote ? ['/api'] : ['/api', '/remotes.json', '/remotes/'],
            target: GATEWAY_ORIGIN,
            changeOrigin: true,
            // Services refuse writes from a foreign Origin; the dev server stands in for the gateway.
            onProxyReq: (/** @type {import('node:http').ClientRequest} */ proxyReq) => {
              if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', GATEWAY_ORIGIN);
            },
          },
        ],
      },
    };
    return config;
  };
}
