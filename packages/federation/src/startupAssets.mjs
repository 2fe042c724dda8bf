// @ts-check
// The files a page needs at startup beyond its entry script, found in webpack's chunk graph at
// build time so the page can ask for them at once (see StartupAssetsPlugin in
// ./createWebpackConfig.mjs).

/** The request of the async boundary every page entry makes (see WebpackConfigOptions.entry). */
export const BOOTSTRAP_REQUEST = './bootstrap';

/**
 * The scripts and stylesheets of `import('./bootstrap')` in the given entries: its chunks, and the
 * chunks of the shared libraries it consumes (loaded by webpack before bootstrap runs, from the
 * page's own copy: nothing else has joined the share scope yet). The entry's own files are left
 * out (html-webpack-plugin already writes them).
 * @param {import('webpack').Compilation} compilation
 * @param {string[] | 'all' | undefined} entryNames
 * @returns {string[]} file names relative to the output folder, in load order, each once
 */
export function startupFiles(compilation, entryNames) {
  const names = Array.isArray(entryNames) ? entryNames : [...compilation.entrypoints.keys()];
  /** @type {Set<import('webpack').Chunk>} */
  const initial = new Set();
  /** @type {Set<import('webpack').Chunk>} */
  const own = new Set();
  /** @type {Set<import('webpack').Chunk>} */
  const shared = new Set();
  for (const name of names) {
    const entrypoint = compilation.entrypoints.get(name);
    if (!entrypoint) continue;
    for (const chunk of entrypoint.chunks) initial.add(chunk);
    for (const group of entrypoint.getChildren()) {
      if (!group.origins.some((origin) => origin.request === BOOTSTRAP_REQUEST)) continue;
      for (const chunk of group.chunks) {
        own.add(chunk);
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          if (module.type !== 'consume-shared-module') continue;
          for (const block of module.blocks) {
            for (const sharedChunk of compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) shared.add(sharedChunk);
          }
        }
      }
    }
  }
  // Shared libraries first: bootstrap runs only once they are all there.
  const ordered = [...shared, ...own].filter((chunk) => !initial.has(chunk));
  return [...new Set(ordered.flatMap((chunk) => [...chunk.files].sort()))].filter((file) => /\.(?:js|css)$/.test(file));
}

/**
 * The `<link>` of each startup file: a script is preloaded (webpack's runtime then runs it from
 * the cache, as a classic script without `crossorigin`, like the preload), a stylesheet is linked
 * (webpack's runtime finds that link by its href and does not add a second one).
 * @param {string[]} files relative to the output folder
 * @param {string} publicPath the page's public path (`/` or `auto`)
 * @returns {{ rel: 'preload' | 'stylesheet', href: string }[]}
 */
export function startupAssetTags(files, publicPath) {
  const base = publicPath === 'auto' || publicPath === '' ? '' : publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  return files
    .filter((file) => /^[A-Za-z0-9_./-]+$/.test(file) && !file.includes('..'))
    .map((file) => ({ rel: file.endsWith('.css') ? 'stylesheet' : 'preload', href: `${base}${file}` }));
}
