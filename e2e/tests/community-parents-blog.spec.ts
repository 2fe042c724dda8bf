import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '../support/test';
import type { BlogArticle } from '@universo/platform/api/content';
import { premiumRefusal, registerFamily, registerPayingFamily } from '../support/premium';

const blog = (page: Page) => page.locator('[data-remote="community"]');
const GATE_TITLE = 'Este artículo exclusivo para padres es parte del Plan Emprendedor Mágico';

/** An exclusive article's text as its file holds it: what must never reach a family without the plan. */
function articleText(slug: string): { firstParagraph: string; subheading: string } {
  const file = readFileSync(join(__dirname, '../../svc-content/src/blog/data/articles', `${slug}.md`), 'utf8');
  const body = file.split('\n---\n')[1]!.trim();
  const paragraphs = body.split('\n\n');
  return { firstParagraph: paragraphs[0]!, subheading: paragraphs.find((p) => p.startsWith('## '))!.slice(3) };
}

async function listed(page: Page): Promise<{ all: BlogArticle[]; exclusive: BlogArticle[] }> {
  const all = (await (await page.request.get('/api/blog')).json()) as BlogArticle[];
  return { all, exclusive: all.filter((a) => a.exclusive) };
}

test.describe("the parents' exclusive blog", () => {
  test('a visitor sees the lock, meets the gate on an exclusive article, and the API answers 403 without its text', async ({ page }) => {
    const { all, exclusive } = await listed(page);
    expect(exclusive.length).toBeGreaterThanOrEqual(6);
    const article = exclusive[0]!;
    const text = articleText(article.slug);
    expect(article.content).toBe('');

    await page.goto('/blog');
    const remote = blog(page);
    const featured = all.find((a) => !a.exclusive)!;
    await expect(remote.getByRole('heading', { name: featured.title, level: 2 })).toBeVisible();
    await expect(remote.getByText('Exclusivo Plan Emprendedor Mágico')).toHaveCount(exclusive.length);
    const card = remote.locator('article', { has: page.getByRole('heading', { name: article.title }) });
    await expect(card.getByText('🔒 Exclusivo Plan Emprendedor Mágico')).toBeVisible();

    await remote.getByRole('link', { name: `Leer artículo: ${article.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`));
    await expect(remote.getByRole('heading', { name: article.title, level: 2 })).toBeVisible();
    await expect(remote.getByRole('heading', { name: GATE_TITLE })).toBeVisible();
    await expect(remote.getByRole('link', { name: 'Crear Cuenta Gratis' })).toHaveAttribute('href', '/register');
    await expect(remote.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    await expect(remote.getByText(text.firstParagraph.slice(0, 50))).toHaveCount(0);
    await expect(remote.getByRole('heading', { name: text.subheading })).toHaveCount(0);

    const api = await page.request.get(`/api/blog/${article.slug}`);
    expect(api.status()).toBe(403);
    expect(api.headers()['cache-control']).toBe('private, no-store');
    const body = await api.text();
    expect(JSON.parse(body)).toEqual(premiumRefusal('parents-blog'));
    expect(body).not.toContain(text.firstParagraph.slice(0, 50));
    const forged = await page.request.get(`/api/blog/${article.slug}?premium=true`, {
      headers: { cookie: 'premium=true; uf_tier=premium', 'x-premium': 'true' },
    });
    expect(forged.status()).toBe(403);
    expect(await (await page.request.get('/api/blog')).text()).not.toContain(text.firstParagraph.slice(0, 50));

    await remote.getByRole('button', { name: '← Volver al blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(remote.getByRole('link', { name: `Leer artículo: ${article.title}` })).toBeFocused();
  });

  test('a family without the plan is invited to subscribe on an exclusive article', async ({ page }) => {
    await registerFamily(page);
    const { exclusive } = await listed(page);
    const article = exclusive[1]!;
    await page.goto(`/blog/${article.slug}`);
    const remote = blog(page);
    await expect(remote.getByRole('heading', { name: GATE_TITLE })).toBeVisible();
    await expect(remote.getByRole('link', { name: '¡Suscribirme Ahora!' })).toHaveAttribute('href', '/subscription');
    expect((await page.request.get(`/api/blog/${article.slug}`)).status()).toBe(403);
  });

  test('a family that paid reads an exclusive article in place and comes back to the list', async ({ page }) => {
    await registerPayingFamily(page);
    const { exclusive } = await listed(page);
    const article = exclusive[exclusive.length - 1]!;
    const text = articleText(article.slug);

    await page.goto('/blog');
    const remote = blog(page);
    await expect(remote.getByText('Incluido en tu Plan Emprendedor Mágico')).toHaveCount(exclusive.length);
    await expect(remote.getByText('Exclusivo Plan Emprendedor Mágico')).toHaveCount(0);

    await remote.getByRole('link', { name: `Leer artículo: ${article.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`));
    const title = remote.getByRole('heading', { name: article.title, level: 2 });
    await expect(title).toBeVisible();
    await expect(title).toBeFocused();
    await expect(remote.getByText(text.firstParagraph.slice(0, 50))).toBeVisible();
    await expect(remote.getByRole('heading', { name: text.subheading, level: 3 })).toBeVisible();
    await expect(remote.getByRole('heading', { name: GATE_TITLE })).toHaveCount(0);

    // The shareable address works for the family too: the text comes from the service again.
    await page.reload();
    await expect(remote.getByText(text.firstParagraph.slice(0, 50))).toBeVisible();
    const api = await page.request.get(`/api/blog/${article.slug}`);
    expect(api.status()).toBe(200);
    expect(api.headers()['cache-control']).toBe('private, no-store');

    await remote.getByRole('button', { name: '← Volver al blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(remote.getByRole('link', { name: `Leer artículo: ${article.title}` })).toBeVisible();
  });

  test('an exclusive article that does not exist is "not found" for everybody', async ({ page }) => {
    expect((await page.request.get('/api/blog/articulo-exclusivo-que-no-existe')).status()).toBe(404);
    await registerPayingFamily(page);
    expect((await page.request.get('/api/blog/articulo-exclusivo-que-no-existe')).status()).toBe(404);
  });
});
