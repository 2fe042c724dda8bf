// The first screen of a page, in its HTML: what a visitor's page showed once it had loaded, kept
// by the stack (packages/stack/src/firstScreens) and included by the gateway into the shell's page
// (nginx SSI), so the text is drawn before any JavaScript has arrived. The shell keeps it on
// screen, inert, until its own render of the page is ready, then swaps (shell/src/app/firstScreen).
// Imports nothing: the gateway, the stack and the shell's first-load code all read it.

/** id of the element that holds the first screen, right before the shell's `#root`. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';
/** The page a first screen was kept from (`data-path`): another page's copy is dropped unseen. */
export const FIRST_SCREEN_PATH_ATTRIBUTE = 'data-path';
/** Where the gateway includes first screens from (an internal location: never asked by a browser). */
export const FIRST_SCREEN_LOCATION = '/_first-screen/';
/**
 * A request with this header gets no first screen: the stack's own capture, which must see the
 * page as the shell alone draws it.
 */
export const NO_FIRST_SCREEN_HEADER = 'X-Universo-First-Screen';

/** One path segment a first screen may be kept for: lower-case letters, digits and dashes. */
const SEGMENT = /^[a-z0-9-]+$/;

/**
 * The file a page's first screen is kept in, relative to the first screens' folder: `/` ->
 * `index.html`, `/historia/1` -> `historia/1.html`. Undefined for a path that cannot have one (upper
 * case, dots, a query...), so no request can name a file outside the folder.
 */
export function firstScreenFile(path: string): string | undefined {
  if (path === '/') return 'index.html';
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  if (!trimmed.startsWith('/')) return undefined;
  const segments = trimmed.slice(1).split('/');
  if (segments.some((segment) => !SEGMENT.test(segment))) return undefined;
  return `${segments.join('/')}.html`;
}

/** What the check needs of the page (a DOM `ParentNode`; typed here without the DOM's types). */
export interface QueryableRoot {
  querySelector(selectors: string): unknown;
}

/**
 * The page is ready to be shown instead of its first screen: its heading is drawn and nothing in
 * its main area is still loading (PageState's and RouteLoading's `role="status"` spinner, or a
 * part marked `aria-busy="true"` while its data arrives, as the chapter reader does).
 */
export function isFirstScreenReady(root: QueryableRoot): boolean {
  return root.querySelector('main h1') !== null && root.querySelector('main .uf-page-state[role="status"], main [aria-busy="true"]') === null;
}

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The file the gateway includes: the stylesheets the page had loaded (a remote's, which the shell's
 * page does not link) and the page's markup in an inert element (nothing in it can be pressed or
 * typed into before the real page replaces it).
 */
export function firstScreenFragment({ path, markup, styles }: { path: string; markup: string; styles: readonly string[] }): string {
  const links = styles
    .filter((href) => /^\/[A-Za-z0-9_./-]+\.css$/.test(href) && !href.includes('..'))
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" />`);
  return [...links, `<div id="${FIRST_SCREEN_ELEMENT_ID}" ${FIRST_SCREEN_PATH_ATTRIBUTE}="${escapeAttribute(path)}" inert>${markup}</div>`].join('\n');
}

/**
 * Written into the first-screens folder once the first round of captures has ended (or the runner
 * has waited FIRST_SCREENS_READY_AFTER_MS for it): the chart's sidecar is ready, and so is its
 * gateway pod, only then, so a new pod never serves pages without their first screens. A dot file:
 * no page's first screen has its name (firstScreenFile).
 */
export const FIRST_ROUND_MARKER = '.first-round-done';
