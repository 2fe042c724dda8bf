// @ts-check
// The files a page needs at startup beyond its entry script, found in webpack's chunk graph at
// build time so the page can ask for them at once (see StartupAssetsPlugin in
// ./createWebpackConfig.mjs).

/** The request of the async boundary every page entry makes (see WebpackConfigOptions.entry). */
export const BOOTSTRAP_REQUEST = './bootstrap';

/**
 * The scripts and stylesheets of some chunk groups: their chunks, and the chunks of the shared
 * libraries they consume (loaded by webpack before the group's code runs). A library comes from
 * the page's own provided copy when it provides one (the shell: nothing else has joined the share
 * scope yet), else from the fallback. Chunks in `skip` are left out.
 * @param {import('webpack').Compilation} compilation
 * @param {Iterable<import('webpack').ChunkGroup>} groups
 * @param {Set<import('webpack').Chunk>} skip
 * @returns {string[]} file names relative to the output folder, shared libraries first, each once
 */
export function chunkGroupFiles(compilation, groups, skip) {
  /** Share key -> the blocks of the module the page provides under it. */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const key = /** @type {{ _name?: string }} */ (/** @type {unknown} */ (module))._name;
    if (key) provided.set(key, module.blocks);
  }
  /** @type {Set<import('webpack').Chunk>} */
  const own = new Set();
  /** @type {Set<import('webpack').Chunk>} */
  const shared = new Set();
  /** @param {import('webpack').Chunk} chunk */
  const consumedChunks = (chunk) => {
    /** @type {import('webpack').Chunk[]} */
    const found = [];
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      // The provided copy and the fallback are the same code, but in chunks of their own when
      // both exist, and the provided one is the one used.
      const key = /** @type {{ options?: { shareKey?: string } }} */ (/** @type {unknown} */ (module)).options?.shareKey;
      const blocks = (key && provided.get(key)) || module.blocks;
      for (const block of blocks) found.push(...(compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []));
    }
    return found;
  };
  for (const group of groups) for (const chunk of group.chunks) own.add(chunk);
  // A shared library can consume another (react-dom/client needs react-dom): follow them all.
  const queue = [...own];
  for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
    for (const sharedChunk of consumedChunks(chunk)) {
      if (own.has(sharedChunk) || shared.has(sharedChunk)) continue;
      shared.add(sharedChunk);
      queue.push(sharedChunk);
    }
  }
  // Shared libraries first: the group's code runs only once they are all there.
  const ordered = [...shared, ...own].filter((chunk) => !skip.has(chunk));
  return [...new Set(ordered.flatMap((chunk) => [...chunk.files].sort()))].filter((file) => /\.(?:js|css)$/.test(file));
}

/**
 * The page's entries and the files of `import('./bootstrap')` in them. The entries' own files are
 * left out of `files` (html-webpack-plugin already writes them).
 * @param {import('webpack').Compilation} compilation
 * @param {string[] | 'all' | undefined} entryNames
 */
export function startupFiles(compilation, entryNames) {
  const names = Array.isArray(entryNames) ? entryNames : [...compilation.entrypoints.keys()];
  /** @type {Set<import('webpack').Chunk>} */
  const initial = new Set();
  /** @type {import('webpack').ChunkGroup[]} */
  const groups = [];
  for (const name of names) {
    const entrypoint = compilation.entrypoints.get(name);
    if (!entrypoint) continue;
    for (const chunk of entrypoint.chunks) initial.add(chunk);
    for (const group of entrypoint.getChildren()) {
      if (group.origins.some((origin) => origin.request === BOOTSTRAP_REQUEST)) groups.push(group);
    }
  }
  return { initial, files: chunkGroupFiles(compilation, groups, initial) };
}

/**
 * The files of the named chunk groups (`webpackChunkName`) that the startup files do not already
 * hold.
 * @param {import('webpack').Compilation} compilation
 * @param {string[]} chunkNames
 * @param {Set<import('webpack').Chunk>} initial the entries' chunks
 * @param {string[]} startup files already hinted
 */
export function namedGroupFiles(compilation, chunkNames, initial, startup) {
  const groups = chunkNames.map((name) => {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`No hay ningún import() con webpackChunkName "${name}".`);
    return group;
  });
  return chunkGroupFiles(compilation, groups, initial).filter((file) => !startup.includes(file));
}

/**
 * The `<link>` of each file. A script is preloaded (webpack's runtime then runs it from the cache,
 * as a classic script without `crossorigin`, like the preload) at the low priority webpack's own
 * script requests have. A stylesheet is linked at startup (webpack's runtime finds that link by
 * its href and adds no second one), or preloaded when `styles` is 'preload' (webpack's runtime
 * links it when its chunk loads).
 * @param {string[]} files relative to the output folder
 * @param {string} publicPath the page's public path (`/` or `auto`)
 * @param {{ styles?: 'stylesheet' | 'preload' }} [options]
 * @returns {Record<string, string>[]} each link's attributes, in order
 */
export function assetLinks(files, publicPath, { styles = 'stylesheet' } = {}) {
  const base = publicPath === 'auto' || publicPath === '' ? '' : publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  return files.filter((file) => /^[A-Za-z0-9_./-]+$/.test(file) && !file.includes('..')).map((file) => /** @type {Record<string, string>} */ (linkOf(file)));
  /** @param {string} file */
  function linkOf(file) {
    const href = `${base}${file}`;
    if (!file.endsWith('.css')) return { rel: 'preload', as: 'script', fetchpriority: 'low', href };
    return styles === 'preload' ? { rel: 'preload', as: 'style', href } : { rel: 'stylesheet', href };
  }
}

/** @param {Record<string, string>} attributes */
export const linkTag = (attributes) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ')}>`;
