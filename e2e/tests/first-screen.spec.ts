import { expect, test } from '../support/test';
import { captureFirstScreen, forgetFirstScreen } from '../support/stackControl';

/**
 * Issue 15, point 1: a visitor's page carries its first screen in the HTML (the gateway includes
 * what the stack kept of it), so its text is drawn before any JavaScript; the app then takes over
 * without a flash or a shift. A page no other journey opens, so the copy disturbs none of them.
 */
const PAGE = '/historia/5';

declare global {
  interface Window {
    __shift?: number;
  }
}

test.describe('la primera pantalla de un visitante', () => {
  test.describe.configure({ mode: 'serial' });
  let title = '';

  test.beforeAll(async ({ request }) => {
    const taken = await captureFirstScreen(PAGE);
    expect(taken.skipped).toEqual([]);
    expect(taken.kept).toEqual([PAGE]);
    title = ((await (await request.get('/api/books/5')).json()) as { title: string }).title;
  });

  test.afterAll(async () => {
    await forgetFirstScreen(PAGE);
  });

  test('la página llega con su texto, y sin JavaScript ya se lee', async ({ browser, request }) => {
    const html = await (await request.get(PAGE)).text();
    expect(html).toContain(`id="first-screen" data-path="${PAGE}" inert`);
    expect(html).toContain(title);
    // Without any JavaScript the book's title and its first chapter are on screen.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    // Nothing in the copy can be pressed or typed into: the app's own page replaces it.
    await expect(page.locator('#first-screen')).toHaveAttribute('inert', '');
    await expect(page.locator('#first-screen h1')).toHaveText(title);
    await expect(page.locator('#first-screen h1')).toBeVisible();
    await context.close();
  });

  test('la aplicación toma su lugar sin que nada se mueva, y responde', async ({ page }) => {
    await page.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) window.__shift = (window.__shift ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(PAGE);
    // The copy goes once the app's page is ready; then the page is the app's, one heading, working.
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.__shift ?? 0)).toBeLessThanOrEqual(0.02);
    await page
      .getByRole('link', { name: /capítulo 1|empezar|leer/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/historia\/5\/capitulo\/1$/);
  });

  test('el código de la aplicación empieza a bajar cuando la copia ya está pintada', async ({ page }) => {
    const response = await page.goto(PAGE);
    // No Link preload either: nothing of the app competes with the page's text on a slow line.
    expect(response?.headers().link).toBeUndefined();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    const { paint, main } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      main: performance.getEntriesByType('resource').find((entry) => /\/main\.[0-9a-f]{8}\.js$/.test(entry.name))?.startTime,
    }));
    expect(paint).toBeGreaterThan(0);
    expect(main).toBeGreaterThanOrEqual(paint ?? Infinity);
  });

  test('una familia con sesión nunca recibe la de un visitante', async ({ request }) => {
    const response = await request.get(PAGE, { headers: { Cookie: 'uf_session=cualquiera' } });
    const html = await response.text();
    expect(html).not.toContain('first-screen');
    // Its code starts with the page, preloaded.
    expect(html).not.toContain('universo-late-start');
    expect(response.headers().link).toContain('remoteEntry.js');
  });

  test('una copia de otra página (guardada sin conexión) se descarta sin verse', async ({ page }) => {
    // The offline copy of /historia/5 answering for another address: the shell drops it at once.
    await page.route('**/historia/4', async (route) => route.fulfill({ response: await page.request.get(PAGE), contentType: 'text/html' }));
    await page.goto('/historia/4');
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title);
  });
});
