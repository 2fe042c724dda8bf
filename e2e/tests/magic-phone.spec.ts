import { expect, test } from '../support/test';

test('@phone the Magic Zone and its games fit 360 px', async ({ page }) => {
  for (const path of [
    '/zona-magica',
    '/zona-magica?actividad=gasta-ahorra',
    '/zona-magica?actividad=crea-logo',
    '/zona-magica?actividad=limonada',
    '/axxon-demo',
  ]) {
    await page.goto(path);
    await expect(page.locator('[data-remote="magicZone"]').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-remote="magicZone"] .uf-page-state')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(360);
  }
});
