import { expect, test } from '../support/test';

test('@phone the library, a chapter with its player and the book generator fit 360 px', async ({ page }) => {
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  const remote = page.locator('[data-remote="stories"]');

  await page.goto('/historia/1');
  await expect(remote.getByRole('link', { name: /^Leer capítulo 1:/ })).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(360);

  await page.goto('/historia/1/capitulo/1');
  await expect(remote.getByRole('heading', { name: 'Reto Mágico' })).toBeVisible();
  await expect(remote.getByRole('button', { name: 'Escuchar' })).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(360);

  await page.goto('/generar-libro');
  await expect(page.getByLabel('Tema del libro')).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(360);
});
