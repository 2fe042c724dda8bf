// @ts-check
// What the gateway fills into the shell's page at serve time (nginx SSI, see
// gateway/src/conf/pageIncludes.ts): the remote map and the preload hints of the route's remote. Moving a
// remote changes the gateway's files, never the shell's build. Served without the gateway (the
// webpack dev server) the directives stay as comments and the shell fetches /remotes.json instead.

/** id of the `<script type="application/json">` that carries the remote map (the shell reads it). */
export const REMOTES_MAP_ELEMENT_ID = 'universo-remotes';
/** The gateway's copy of the remote map (remotesManifest() of @universo/route-table). */
export const REMOTES_MAP_PATH = '/remotes.json';
/** nginx variable the gateway sets to the remote that owns the requested page (empty: none). */
export const PAGE_REMOTE_VARIABLE = 'universo_remote';
/** Where every remote is served: `/remotes/<name>/` (REMOTES_PATH_PREFIX of @universo/route-table). */
export const REMOTES_URL_PREFIX = '/remotes/';
/** Written by each remote's build beside remoteEntry.js: `<link rel="preload">` for its ./App chunks. */
export const REMOTE_PRELOAD_FILE = 'preload.html';

/**
 * nginx variable the gateway sets to the preload fragment of the requested page's own code
 * (`/remotes/stories/pages/chapter.html`, the route table's `pages`; empty: none).
 */
export const PAGE_CODE_VARIABLE = 'universo_page_code';
/** The SSI block a missing page fragment is replaced with (empty). */
const NO_PAGE_CODE_BLOCK = 'no_page_code';
/** Folder of a remote's build with one preload fragment per page (REMOTE_PAGES_FOLDER of @universo/route-table). */
export const REMOTE_PAGES_FOLDER = 'pages';
/** The chunk name a remote gives each page's import (`/* webpackChunkName: "page-chapter" *\/`). */
export const PAGE_CHUNK_PREFIX = 'page-';

/**
 * nginx variable the gateway sets to the requested page's first screen (a visitor's page only, see
 * packages/contracts/src/firstScreen.ts; empty: none).
 */
export const FIRST_SCREEN_VARIABLE = 'universo_first_screen';
/** The SSI block a missing first screen is replaced with (empty). */
const NO_FIRST_SCREEN_BLOCK = 'no_first_screen';

/**
 * id of the element that holds a visitor's first screen (FIRST_SCREEN_ELEMENT_ID of
 * packages/contracts/src/firstScreen.ts).
 */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';
/**
 * nginx variable the gateway sets when the requested page comes with a visitor's first screen
 * (LATE_START_VARIABLE of gateway/src/firstScreens.ts): its code then starts late.
 */
export const LATE_START_VARIABLE = 'universo_late_start';
/** id of the `<template>` that holds a page's code hints and scripts until its first screen is painted. */
export const LATE_START_TEMPLATE_ID = 'universo-late-start';
/** The name of the small script that starts them (`late-start.<hash>.js`, in the shell's build). */
export const LATE_START_FILE_PREFIX = 'late-start';

/**
 * Where the head's hints and scripts begin (the preview's tags come before it): the shell's build
 * puts them in a late-start block from there to the head's end (see lateStartBlock).
 */
export const HINTS_MARKER = '<!--universo:hints-->';

/**
 * A visitor's page that comes with its first screen (the gateway sets LATE_START_VARIABLE) gets its code hints and scripts inert, inside a `<template>`, and a small script that adds them
 * to the page once the first screen is painted. Nothing of the app then competes with the page's
 * text, stylesheets and pictures for a slow connection, and the app still downloads everything at
 * once, in parallel, the moment it starts. Any other page (a family's, a page without the
 * gateway's includes) keeps the hints as they are. SSI `if` blocks do not nest, and `content`
 * holds some: the two wrappers are blocks of their own.
 * @param {string} content the head's hints and scripts
 * @param {string} loaderSrc the URL of the late-start script
 */
export function lateStartBlock(content, loaderSrc) {
  const onVisitorPage = (/** @type {string} */ html) => `<!--# if expr="$${LATE_START_VARIABLE}" -->${html}<!--# endif -->`;
  return onVisitorPage(`<template id="${LATE_START_TEMPLATE_ID}">`) + content + onVisitorPage(`</template><script defer src="${loaderSrc}"></script>`);
}

/**
 * How many hints the late start adds per task: each starts a request, which costs the main thread
 * a millisecond or more on a slow phone, and twenty in one task would be one long task.
 */
const LATE_START_BATCH = 3;
/** The longest the late start waits for the first paint (a browser that reports none, a tab hidden meanwhile). */
const LATE_START_LONGEST_WAIT_MS = 2000;

/**
 * The late-start script's code (plain ES2017, no imports: it runs before any of the app). It moves
 * the template's hints into the head, a few per task, and then re-creates its scripts (a script
 * parsed in a template never runs). With a first screen on a visible page, it waits until the browser reports that screen
 * painted (the paint's entry, which comes once the frame is on screen; after the next frame where
 * the browser reports no paints); at once otherwise (a background tab paints nothing).
 */
export function lateStartScript() {
  return `(() => {
  const template = document.getElementById(${JSON.stringify(LATE_START_TEMPLATE_ID)});
  if (!template || !template.content) return;
  const add = (node) => {
    if (node.localName !== 'script') return document.head.appendChild(document.importNode(node, true));
    const script = document.createElement('script');
    for (const attribute of Array.from(node.attributes)) script.setAttribute(attribute.name, attribute.value);
    document.head.appendChild(script);
  };
  const start = () => {
    const nodes = Array.from(template.content.childNodes).filter((node) => node.nodeType === Node.ELEMENT_NODE);
    template.remove();
    // The hints first, the scripts after them; a few at a time, each batch a task of its own.
    const queue = [...nodes.filter((node) => node.localName !== 'script'), ...nodes.filter((node) => node.localName === 'script')];
    const next = () => {
      for (const node of queue.splice(0, ${LATE_START_BATCH})) add(node);
      if (queue.length > 0) setTimeout(next, 0);
    };
    setTimeout(next, 0);
  };
  if (!document.getElementById(${JSON.stringify(FIRST_SCREEN_ELEMENT_ID)}) || document.visibilityState !== 'visible') return start();
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(once, ${LATE_START_LONGEST_WAIT_MS});
  } else requestAnimationFrame(() => setTimeout(once, 0));
})();
`;
}

/** nginx variable the gateway sets to the link-preview fragment of the requested page (empty: none). */
export const PAGE_PREVIEW_VARIABLE = 'universo_preview';
/** nginx variable holding the page's origin (`https://host`): link previews need absolute URLs. */
export const PAGE_ORIGIN_VARIABLE = 'universo_origin';
/** Folder of a remote's build with one link-preview fragment per item page, and its images. */
export const REMOTE_PREVIEWS_FOLDER = 'previews';

/**
 * The fragment's file name for one item of a route (the route table's `previews`):
 * `/historia` and 3 -> `historia-3.html`. The gateway's map builds the same name.
 * @param {string} route
 * @param {number | string} id
 */
export function previewFileName(route, id) {
  return `${route.replace(/^\/+|\/+$/g, '').replace(/\//g, '-')}-${id}.html`;
}

const escapeAttribute = (/** @type {string} */ text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The link-preview tags of one page (Open Graph, read by messaging apps and social sites, which
 * run no JavaScript). The image URL is absolute: the gateway fills in the origin the page was
 * asked for (SSI echo, HTML-escaped), so the same build serves any host.
 * @param {{ title: string, description?: string, image: { path: string, width: number, height: number, alt: string, type?: string } }} preview
 */
export function linkPreviewFragment({ title, description, image }) {
  const meta = (/** @type {string} */ key, /** @type {string} */ name, /** @type {string} */ value) => `<meta ${key}="${name}" content="${value}" />`;
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Universo de Francesca'),
    meta('property', 'og:locale', 'es_CO'),
    meta('property', 'og:title', escapeAttribute(title)),
    ...(description ? [meta('property', 'og:description', escapeAttribute(description))] : []),
    meta('property', 'og:image', `<!--# echo var="${PAGE_ORIGIN_VARIABLE}" -->${escapeAttribute(image.path)}`),
    meta('property', 'og:image:type', image.type ?? 'image/png'),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', escapeAttribute(image.alt)),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('\n');
}

/**
 * Content the gateway keeps on a remote's route only (nginx SSI). Served without the gateway, an
 * include stays a comment, but plain HTML between the directives stays in the page.
 * @param {string} content
 */
export function onRemoteRoute(content) {
  return `<!--# if expr="$${PAGE_REMOTE_VARIABLE}" -->${content}<!--# endif -->`;
}

/**
 * The SSI directives the shell's index.html carries (head: hints and, on an item page with a
 * preview, its link-preview tags; beforeRoot: a visitor's first screen of the page; body: the map
 * as JSON data).
 */
export function shellPageIncludes() {
  return {
    head:
      `<!--# if expr="$${PAGE_PREVIEW_VARIABLE}" --><!--# include virtual="$${PAGE_PREVIEW_VARIABLE}" --><!--# endif -->` +
      HINTS_MARKER +
      onRemoteRoute(`<!--# include virtual="${REMOTES_URL_PREFIX}$${PAGE_REMOTE_VARIABLE}/${REMOTE_PRELOAD_FILE}" -->`) +
      // A page whose fragment is missing (a remote built before it declared its pages) adds nothing:
      // the include falls back to the empty block instead of nginx's 404 page.
      `<!--# if expr="$${PAGE_CODE_VARIABLE}" --><!--# block name="${NO_PAGE_CODE_BLOCK}" --><!--# endblock --><!--# include virtual="$${PAGE_CODE_VARIABLE}" stub="${NO_PAGE_CODE_BLOCK}" --><!--# endif -->`,
    // A page without a kept first screen adds nothing (the include's 404 gives the empty block).
    beforeRoot: `<!--# if expr="$${FIRST_SCREEN_VARIABLE}" --><!--# block name="${NO_FIRST_SCREEN_BLOCK}" --><!--# endblock --><!--# include virtual="$${FIRST_SCREEN_VARIABLE}" stub="${NO_FIRST_SCREEN_BLOCK}" --><!--# endif -->`,
    body: `<script type="application/json" id="${REMOTES_MAP_ELEMENT_ID}"><!--# include virtual="${REMOTES_MAP_PATH}" --></script>`,
  };
}

/**
 * The preload fragment of a remote: its entry and the chunks its `./App` needs before it runs, as
 * `<link rel="preload" as="script">` (the runtime and webpack load them as classic scripts without
 * `crossorigin`, so the preloaded response is the one they use), and the stylesheets of those
 * chunks as `<link rel="preload" as="style">` (webpack's runtime links them when the chunk loads;
 * a stylesheet in the page itself would also style the shell's other routes after a navigation).
 * @param {string} remoteName
 * @param {{ remoteEntry?: string, chunks: string[], styles?: string[] }} files paths relative to the remote's folder (no entry: a page's own fragment)
 */
export function remotePreloadFragment(remoteName, { remoteEntry, chunks, styles = [] }) {
  const base = `${REMOTES_URL_PREFIX}${remoteName}/`;
  const safe = (/** @type {string} */ file, /** @type {RegExp} */ extension) => /^[A-Za-z0-9_./-]+$/.test(file) && extension.test(file) && !file.includes('..');
  return [
    ...[...(remoteEntry ? [remoteEntry] : []), ...chunks]
      .filter((file) => safe(file, /\.js$/))
      .map((file) => `<link rel="preload" as="script" href="${base}${file}" />`),
    ...styles.filter((file) => safe(file, /\.css$/)).map((file) => `<link rel="preload" as="style" href="${base}${file}" />`),
  ].join('\n');
}
