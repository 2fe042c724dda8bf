const regexEscape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Not followed by a digit: 127.0.0.1:8080 is no prefix of 127.0.0.1:80800.
const originRegex = (origin: string): string => `${regexEscape(origin)}(?![0-9])`;

/**
 * The addresses in a first screen as a visitor must get them. The stack opens its pages at the
 * gateway's own address (127.0.0.1 and a port), and the page writes that origin into what it
 * shows: its links (`href="http://127.0.0.1:8080/remotes/…"`) and its share links, which carry the
 * site's address URL-encoded (`?u=http%3A%2F%2F127.0.0.1%3A8080`). A link of the site becomes a
 * path (right on any host), and the origin anywhere else the site's public one.
 */
export function withPublicOrigin(markup: string, captureOrigin: string, publicOrigin: string): string {
  return markup
    .replace(new RegExp(`(\\s(?:href|src|action|poster)=")${originRegex(captureOrigin)}(?:/|(?=[?#"]))`, 'g'), '$1/')
    .replace(new RegExp(originRegex(captureOrigin), 'g'), publicOrigin)
    .replace(new RegExp(originRegex(encodeURIComponent(captureOrigin)), 'g'), encodeURIComponent(publicOrigin));
}
