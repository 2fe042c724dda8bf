import { expect, test } from '../support/test';
import type { Product } from '@universo/platform/api/billing';
import type { BlogArticle, Book } from '@universo/platform/api/content';

const TOP_LINKS = ['Inicio', 'Universo de Francesca', 'Personajes', 'Tienda', 'Zona Mágica', 'Generar Libro', 'Para Padres', 'Comunidad', 'Contacto'];

test.describe('each area renders from its own app through the gateway', () => {
  test('home comes from the shell, with the nine top links', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const label of TOP_LINKS) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('link', { name: '¡Únete!' })).toBeVisible();
    await expect(page.locator('[data-remote]')).toHaveCount(0);
  });

  test('/historia lists the five books of svc-content from the stories remote', async ({ page, request }) => {
    const books = (await (await request.get('/api/books')).json()) as Book[];
    expect(books.map((b) => b.chapters.length)).toEqual([10, 8, 8, 8, 6]);
    await page.goto('/historia');
    const remote = page.locator('[data-remote="stories"]');
    for (const book of books) await expect(remote.getByText(book.title, { exact: true })).toBeVisible();
  });

  test('/tienda lists the products of svc-billing from the commerce remote', async ({ page, request }) => {
    const products = (await (await request.get('/api/products')).json()) as Product[];
    expect(products.map((p) => p.price)).toEqual([2999, 4999, 1999]);
    await page.goto('/tienda');
    const remote = page.locator('[data-remote="commerce"]');
    for (const product of products) await expect(remote.getByText(product.name, { exact: true })).toBeVisible();
    await expect(remote.getByText('US$\u00a049,99', { exact: false }).first()).toBeVisible();
  });

  test('/blog lists the articles of svc-content from the community remote', async ({ page, request }) => {
    const articles = (await (await request.get('/api/blog')).json()) as BlogArticle[];
    expect(articles.length).toBeGreaterThan(0);
    await page.goto('/blog');
    const remote = page.locator('[data-remote="community"]');
    await expect(remote.getByText(articles[0]!.title, { exact: true }).first()).toBeVisible();
  });

  test('/zona-magica lists the activities from the Magic Zone remote', async ({ page }) => {
    await page.goto('/zona-magica');
    const remote = page.locator('[data-remote="magicZone"]');
    await expect(remote.getByRole('heading', { name: 'Zona Mágica', level: 1 })).toBeVisible();
    await expect(remote.getByRole('heading', { name: 'Actividades gratis' })).toBeVisible();
    await expect(remote.getByRole('heading', { name: 'Zona Premium' })).toBeVisible();
  });

  test('a deep link survives a reload', async ({ page }) => {
    await page.goto('/historia');
    await expect(page.locator('[data-remote="stories"]').getByText('El Viaje de Francesca', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.locator('[data-remote="stories"]').getByText('El Viaje de Francesca', { exact: true })).toBeVisible();
    const response = await page.goto('/tienda');
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-remote="commerce"]')).toBeVisible();
  });

  test('navigation between areas keeps one page and the layout', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Tienda', exact: true }).click();
    await expect(page).toHaveURL(/\/tienda$/);
    await expect(page.locator('[data-remote="commerce"]')).toBeVisible();
    await nav.getByRole('link', { name: 'Para Padres', exact: true }).click();
    await expect(page.locator('[data-remote="community"]')).toBeVisible();
  });

  test('an unknown path shows the 404 page inside the layout', async ({ page }) => {
    await page.goto('/no-existe');
    await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  });

  test('an unknown API path answers a JSON 404 with the security headers', async ({ request }) => {
    const response = await request.get('/api/no-existe');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404 });
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
  });
});
