// Pages served on their own, outside the apps: the gateway's API reference and svc-billing's test
// checkout. Plain HTML built on the server, so every text put into them is escaped here.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * A page of its own: Spanish, as wide as the phone, kept out of search engines, its style inline
 * (the gateway's CSP allows no script, and these pages need none). `title` is text; `style` and
 * `body` are markup the caller built (and escaped).
 */
export function standalonePage(page: { title: string; style: string; body: string }): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>${page.style}</style>
</head>
<body>
${page.body}
</body>
</html>
`;
}
