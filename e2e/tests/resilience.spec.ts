import { expect, test } from '../support/test';
import { existsSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { controlService } from '../support/stackControl';
import { needsStackControl } from '../support/target';

// These journeys take a remote or a service of the suite's own stack down and up again.
needsStackControl();

const ROOT = resolve(__dirname, '../..');

test('a remote that is down shows the fallback in the layout; the rest keeps working; Reintentar recovers', async ({ page }) => {
  const dist = join(ROOT, 'mfe-community', 'dist');
  const hidden = `${dist}.hidden-by-e2e`;
  renameSync(dist, hidden);
  try {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Esta sección no se pudo cargar' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Tienda', exact: true }).click();
    await expect(page.locator('[data-remote="commerce"]')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Esta sección no se pudo cargar' })).toBeVisible();
  } finally {
    if (existsSync(hidden)) renameSync(hidden, dist);
  }
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.locator('[data-remote="community"]')).toBeVisible();
});

test('a service that is down gives a clear error on its page; other pages keep working', async ({ page }) => {
  await controlService('content', 'stop');
  try {
    // The gateway may still hold the book list for up to 5 s (its micro-cache of public reads).
    await expect.poll(async () => (await page.request.get('/api/books')).status(), { timeout: 15_000 }).toBe(503);
    await page.goto('/historia');
    await expect(page.getByRole('alert').getByText('No pudimos cargar las historias', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();

    const api = await page.request.get('/api/books');
    expect(api.status()).toBe(503);
    expect((await api.json()).message).toContain('no está disponible');

    await page.goto('/tienda');
    await expect(page.locator('[data-remote="commerce"]').getByText('Kit Emprendedor Mágico')).toBeVisible();
  } finally {
    await controlService('content', 'start');
  }
  await page.goto('/historia');
  await expect(page.locator('[data-remote="stories"]').getByText('El Viaje de Francesca', { exact: true })).toBeVisible();
});
