import { expect, test } from '../support/test';

test('@phone a visitor uses the home page and the menu at 360 px with the keyboard', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Bienvenidos al Universo de Francesca!');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const toggle = page.getByRole('button', { name: /menú/i });
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Tienda', exact: true })).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '¡Únete!' })).toBeVisible();
  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await toggle.click();
  await nav.getByRole('link', { name: 'Comunidad', exact: true }).click();
  await expect(page).toHaveURL(/\/comunidad$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // The floating chat is there on every page; the footer's pages fit too.
  await expect(page.getByRole('button', { name: 'Chatea con Francesca' })).toBeVisible();
  await page.goto('/privacidad');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('@phone the chat window fits a 360 px screen', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Chatea con Francesca' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat con Francesca' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(360);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  await expect(page.getByLabel('Tu mensaje para Francesca')).toBeFocused();
});
