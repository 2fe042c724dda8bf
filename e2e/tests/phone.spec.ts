import { expect, test } from '../support/test';

test('@phone the mobile menu opens, closes and closes on a link click at 360 px', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /menú/i });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Tienda', exact: true }).click();
  await expect(page).toHaveURL(/\/tienda$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
