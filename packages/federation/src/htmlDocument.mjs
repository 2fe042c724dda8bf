// @ts-check

import { shellPageIncludes } from './pageIncludes.mjs';

/**
 * The HTML page around every app (the shell's index.html and each remote's standalone.html).
 * Scripts are injected by html-webpack-plugin. The shell's page also carries the gateway's
 * includes (see ./pageIncludes.mjs): the remote map and the current route's preload hints.
 * @param {{ title: string, gatewayIncludes?: boolean }} options
 */
export function htmlDocument({ title, gatewayIncludes = false }) {
  const includes = gatewayIncludes ? shellPageIncludes() : { head: '', beforeRoot: '', body: '' };
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="description" content="Historias, juegos y emprendimiento para niñas y niños de 6 a 10 años." />
    <meta name="theme-color" content="#6d28d9" />
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'%3E%3Ctext y='.9em' font-size='90'%3E%E2%9C%A8%3C/text%3E%3C/svg%3E" />
    <title>${title}</title>${includes.head ? `\n    ${includes.head}` : ''}
  </head>
  <body>${includes.beforeRoot ? `\n    ${includes.beforeRoot}` : ''}
    <div id="root"></div>${includes.body ? `\n    ${includes.body}` : ''}
    <noscript>Universo de Francesca necesita JavaScript para funcionar.</noscript>
  </body>
</html>
`;
}
