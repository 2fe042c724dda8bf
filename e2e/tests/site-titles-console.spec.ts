import { expect, type Page, test } from '../support/test';
import type { Product } from '@universo/platform/api/billing';
import type { BlogArticle } from '@universo/platform/api/content';

/**
 * Issue 18, points 4 and 5: a visitor's page load logs no console error on any route, and every
 * screen names itself in the tab ("Zona Mágica · Universo de Francesca"), states included.
 */
const SITE_NAME = 'Universo de Francesca';

/** The spec's route list (section 2), the other routes of the route table and the shell, and a 404. */
const ROUTES = [
  '/',
  '/historia',
  '/personajes',
  '/tienda',
  '/zona-magica',
  '/blog',
  '/comunidad',
  '/contacto',
  '/checkout',
  '/subscription',
  '/subscription-success',
  '/login',
  '/register',
  '/child-dashboard',
  '/profile-setup',
  '/axxon-demo',
  '/generar-libro',
  '/account/subscription',
  '/moderacion',
  '/confirmar',
  '/recuperar',
  '/cuenta/datos',
  '/familia',
  '/privacidad',
  '/preguntas-frecuentes',
  '/esta-pagina-no-existe',
];

/** Screens inside a route: a book, a chapter, an open activity. Articles and a product are added from the API. */
const STATES = ['/historia/1', '/historia/1/capitulo/1', '/zona-magica?actividad=limonada'];

interface Visit {
  url: string;
  title: string;
  errors: string[];
}

async function visit(page: Page, route: string): Promise<Visit> {
  const errors: string[] = [];
  const onConsole = (message: { type: () => string; text: () => string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A screen that reads its data names itself once the data has come.
  if (new URL(page.url()).pathname !== '/') await expect.poll(() => page.title(), { message: `title of ${route}` }).not.toBe(SITE_NAME);
  await page.waitForTimeout(300);
  page.off('console', onConsole);
  page.off('pageerror', onPageError);
  const url = new URL(page.url());
  return { url: url.pathname + url.search, title: await page.title(), errors };
}

test('a visitor visits every route: no console error and a Spanish title of its own on each', { tag: '@smoke' }, async ({ page, request }) => {
  test.setTimeout(180_000);
  const articles = (await (await request.get('/api/blog')).json()) as BlogArticle[];
  const products = (await (await request.get('/api/products')).json()) as Product[];
  const article = articles.find((candidate) => !candidate.exclusive);
  const product = products[0];
  expect(article && product, 'a public article and a product to visit').toBeTruthy();
  const routes = [...ROUTES, ...STATES, `/blog/${article!.slug}`, `/checkout?product=${product!.id}&amount=${(product!.price / 100).toFixed(2)}`];

  const titles = new Map<string, string>();
  const problems: string[] = [];
  for (const route of routes) {
    const { url, title, errors } = await visit(page, route);
    if (errors.length > 0) problems.push(`${route}: ${errors.join(' | ')}`);
    expect(title, `${route} ends with the site's name`).toMatch(/(^| · )Universo de Francesca$/);
    // A route that sends a visitor elsewhere (/subscription-success to /login) shares that screen's title.
    const seen = titles.get(title);
    if (seen !== undefined && seen !== url) problems.push(`${route} (${url}) has the title of ${seen}: «${title}»`);
    titles.set(title, url);
  }
  expect(problems, problems.join('\n')).toEqual([]);
  expect(titles.get(SITE_NAME)).toBe('/');
  expect(titles.get('Zona Mágica · Universo de Francesca')).toBe('/zona-magica');
  expect(titles.get('Página no encontrada · Universo de Francesca')).toBe('/esta-pagina-no-existe');
  expect(titles.get('Puesto de Limonada · Zona Mágica · Universo de Francesca')).toBe('/zona-magica?actividad=limonada');
});

test("a visitor's page asks for the session where nobody logged in is an ordinary 200 answer", async ({ page, request }) => {
  const asked: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/api/auth/')) asked.push({ path, status: response.status() });
  });
  await page.goto('/historia');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([{ path: '/api/auth/session', status: 200 }]);
  // Other clients keep the spec's read and its 401.
  expect((await request.get('/api/auth/user')).status()).toBe(401);
  expect(await (await request.get('/api/auth/session')).json()).toEqual({ active: false });
});

test("the 404 page keeps the spec's English, says it in Spanish and leads back to the stories and the Magic Zone", async ({ page }) => {
  await page.goto('/no/hay/nada/aqui');
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page not found. The page you are looking for does not exist or has been moved.')).toBeVisible();
  await expect(page.getByText(/^No encontramos esta página/)).toBeVisible();
  await page.getByRole('link', { name: 'Ir a la biblioteca de historias' }).click();
  await expect(page).toHaveURL(/\/historia$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Ir a la Zona Mágica' }).click();
  await expect(page).toHaveURL(/\/zona-magica$/);
  await expect(page).toHaveTitle('Zona Mágica · Universo de Francesca');
});
