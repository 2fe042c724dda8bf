/**
 * Page patterns: a page's path with `{name}` standing for an id (`/historia/{book}/capitulo/{chapter}`).
 * Pure and free of Node, so the remotes use the same matching in the browser as the gateway's maps.
 */

/** What a placeholder matches: an id as the services accept it (1 to 999999999). */
export const ID_PATTERN = '([1-9][0-9]{0,8})';
export const PLACEHOLDER = /\{([a-z][a-zA-Z0-9]*)\}/g;

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The regex (nginx `~*` and JavaScript `i` alike) of the request URIs of a page pattern: exactly
 * that page (an optional final slash, any query string), each placeholder captured in order.
 */
export function pagePatternRegex(page: string): string {
  const body = page
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? ID_PATTERN : escapeRegex(part)))
    .join('');
  return `^${body}/?(?:\\?|$)`;
}

/** The first page whose pattern matches this path (or request URI), by name. */
export function pageOfPath<Name extends string>(pages: Readonly<Record<Name, string>>, path: string): Name | undefined {
  return (Object.keys(pages) as Name[]).find((name) => new RegExp(pagePatternRegex(pages[name]), 'i').test(path));
}
