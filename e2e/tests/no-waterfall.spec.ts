import { expect, test, type APIRequestContext, type Page } from '../support/test';

/**
 * Issue 15, point 3 (no waterfall): the shell's page already carries the remote map (inlined by
 * the gateway) and preloads the route's remote, so a cold visit never asks for /remotes.json nor
 * for any manifest of a remote; and the shared singletons (React, React DOM, the router, Redux,
 * the platform) come once, from the shell: no remote downloads its own copy, no file comes twice.
 */
const REMOTE_ROUTES = [
  { route: '/historia/1', remote: 'stories', data: ['/api/books/1'] },
  { route: '/zona-magica', remote: 'magicZone', data: [] },
  { route: '/tienda', remote: 'commerce', data: ['/api/products'] },
  { route: '/blog', remote: 'community', data: ['/api/blog'] },
  { route: '/historia/1/capitulo/1', remote: 'stories', data: ['/api/books/1/chapters/1'] },
];
/** Every page's own first read (the shell's session probe), preloaded with the page. */
const EVERY_PAGE_DATA = ['/api/auth/session'];

/** The targets of the page's `Link` preloads, in order (one header line or several). */
function linkTargets(header: string | undefined): string[] {
  return [...(header ?? '').matchAll(/<([^>]+)>/g)].map((match) => match[1]!);
}

/** federation-assets.json, written by each remote's build (packages/federation). */
interface FederationAssets {
  exposes: Record<string, string[]>;
  shared: Record<string, string[]>;
}

/** Every request the page makes, by path (the page's own document included). */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** The remote's own fallback copies of the shared libraries (what it would load without the shell's). */
async function sharedFallbackFiles(request: APIRequestContext, remote: string): Promise<Map<string, string>> {
  const response = await request.get(`/remotes/${remote}/federation-assets.json`);
  expect(response.ok()).toBe(true);
  const assets = (await response.json()) as FederationAssets;
  const files = new Map<string, string>();
  for (const [library, libraryFiles] of Object.entries(assets.shared)) {
    for (const file of libraryFiles) files.set(`/remotes/${remote}/${file}`, library);
  }
  // A chunk can hold a shared library and the remote's own code: only files no exposed module needs.
  for (const file of Object.values(assets.exposes).flat()) files.delete(`/remotes/${remote}/${file}`);
  return files;
}

for (const { route, remote, data } of REMOTE_ROUTES) {
  test(`${route} loads its remote without asking where it is, and each shared library once`, async ({ page, request }) => {
    const requested = recordRequests(page);
    const response = await page.goto(route);
    await settle(page);
    await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();

    // The map came with the page; the remote's entry and first chunks were hinted by it.
    expect(requested.filter((path) => path === '/remotes.json' || (path.startsWith('/remotes/') && path.endsWith('.json')))).toEqual([]);
    expect(linkTargets(response?.headers().link)).toEqual([`/remotes/${remote}/remoteEntry.js`, ...EVERY_PAGE_DATA, ...data]);
    expect(response?.headers().link).toContain(`</remotes/${remote}/remoteEntry.js>; rel=preload; as=script`);
    // The page's first reads left with the page and its own fetch took the preloaded answer: each once.
    for (const path of [...EVERY_PAGE_DATA, ...data]) expect([path, requested.filter((p) => p === path).length]).toEqual([path, 1]);
    const html = await response!.text();
    expect(html).toContain(`<script type="application/json" id="universo-remotes">`);
    expect(html).toMatch(new RegExp(`<link rel="preload" as="script" href="/remotes/${remote}/__federation_expose_App\\.[0-9a-f]+\\.js"`));
    // … and so was the page's own chunk (the route table's `pages`), not left for the remote to ask.
    expect(html).toMatch(new RegExp(`<link rel="preload" as="script" href="/remotes/${remote}/page-[a-z-]+\\.[0-9a-f]+\\.js"`));

    // Nothing downloaded twice (a preload the page then fetched again would show here).
    const scripts = requested.filter((path) => path.endsWith('.js'));
    const twice = scripts.filter((path, index) => scripts.indexOf(path) !== index);
    expect(twice, 'scripts requested more than once').toEqual([]);
    expect(scripts.filter((path) => path === `/remotes/${remote}/remoteEntry.js`)).toHaveLength(1);

    // The remote used the shell's React, router, Redux and platform, not its own copies.
    const fallbacks = await sharedFallbackFiles(request, remote);
    expect(fallbacks.size).toBeGreaterThan(0);
    const ownCopies = scripts.filter((path) => fallbacks.has(path)).map((path) => `${fallbacks.get(path)} (${path})`);
    expect(ownCopies, 'shared libraries downloaded again by the remote').toEqual([]);
  });
}

test('the home page gets the map too, preloads no remote (only the session) and asks for no map', async ({ page }) => {
  const requested = recordRequests(page);
  const response = await page.goto('/');
  await settle(page);
  expect(linkTargets(response?.headers().link)).toEqual(EVERY_PAGE_DATA);
  expect(await response!.text()).not.toMatch(/<link rel="preload"[^>]*\/remotes\//);
  expect(requested.filter((path) => path === '/remotes.json' || path.startsWith('/remotes/'))).toEqual([]);
});

/** The `href` of each `<link rel="…">` of the page's HTML, in order. */
function linked(html: string, rel: string): string[] {
  return [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*? href="([^"]+)"`, 'g'))].map((match) => match[1]!);
}

for (const route of ['/', ...REMOTE_ROUTES.map((remote) => remote.route).filter((route) => !route.includes('/capitulo/'))]) {
  test(`${route}: the page names the shell's startup scripts and its stylesheet, and uses every hint`, async ({ page }) => {
    const requested = recordRequests(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const response = await page.goto(route);
    const html = await response!.text();

    // The bootstrap chunks and the shared libraries they need, beside main.js (no wait for it to run).
    const shellHints = linked(html, 'preload').filter((href) => !href.startsWith('/remotes/'));
    const shellScripts = shellHints.filter((href) => href.endsWith('.js'));
    expect(shellScripts.length, 'startup scripts preloaded by the shell').toBeGreaterThanOrEqual(2);
    expect(shellHints.every((href) => /^\/[\w.-]+\.(?:js|css)$/.test(href))).toBe(true);
    // On a remote's route, also the shell's remote outlet and store (the gateway drops them elsewhere).
    const remoteRouteHints = shellScripts.filter((href) => /^\/(?:remote-outlet|state)\./.test(href));
    expect(remoteRouteHints.length > 0, 'remote outlet and store hinted').toBe(route !== '/');
    // Styles are a stylesheet of the page, not JavaScript writing <style> elements.
    const stylesheets = linked(html, 'stylesheet');
    expect(stylesheets.length).toBeGreaterThanOrEqual(1);
    expect(stylesheets.every((href) => /^\/[\w.-]+\.css$/.test(href))).toBe(true);

    await settle(page);
    expect(await page.locator('style').count(), '<style> elements written by scripts').toBe(0);
    // The design's tokens (platform design.css) apply all the same.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--uf-color-primary').trim())).toBe('#6d28d9');

    // Each hinted file came once (the hint and its use are one download) …
    for (const href of [...shellHints, ...stylesheets])
      expect(
        requested.filter((path) => path === href),
        href,
      ).toHaveLength(1);
    // … and was used: Chromium warns of a preload left unused a few seconds after the load.
    await page.waitForTimeout(4_000);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
  });
}
