import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '../support/test';

function magicZone(page: Page): Locator {
  return page.locator('[data-remote="magicZone"]');
}

test('the logo creator composes a logo by keyboard and downloads it as PNG and SVG', async ({ page }) => {
  await page.goto('/zona-magica?actividad=crea-logo');
  const remote = magicZone(page);
  await remote.getByRole('textbox', { name: 'Nombre de tu negocio' }).fill('Limonada Feliz');
  // Radio groups move with the arrow keys.
  await remote.getByRole('group', { name: 'Forma' }).getByRole('radio', { name: 'Círculo' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(remote.getByRole('group', { name: 'Forma' }).getByRole('radio', { name: 'Cuadrado' })).toBeChecked();
  await remote.getByRole('group', { name: 'Ícono' }).getByRole('radio', { name: 'Limón' }).check();
  await remote.getByRole('group', { name: 'Color de la forma' }).getByRole('radio', { name: 'Verde' }).check();
  const canvas = remote.getByTestId('logo-canvas');
  await expect(canvas.locator('text')).toHaveText('Limonada Feliz');
  await expect(canvas.locator('path').first()).toHaveAttribute('fill', '#16a34a');
  await expect(remote.getByText('con el nombre «Limonada Feliz»')).toBeVisible();

  const png = page.waitForEvent('download');
  await remote.getByRole('button', { name: 'Descargar PNG' }).click();
  const pngFile = await png;
  expect(pngFile.suggestedFilename()).toBe('Logo-Limonada-Feliz.png');
  const bytes = await readFile((await pngFile.path())!);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.length).toBeGreaterThan(1000);
  await expect(remote.getByRole('status').filter({ hasText: 'Tu logo se descargó' })).toBeVisible();

  const svg = page.waitForEvent('download');
  await remote.getByRole('button', { name: 'Descargar SVG' }).click();
  const svgFile = await svg;
  expect(svgFile.suggestedFilename()).toBe('Logo-Limonada-Feliz.svg');
  expect(await readFile((await svgFile.path())!, 'utf8')).toContain('>Limonada Feliz</text>');
});

test('the lemonade stand counts invalid quantities as 0 and shows cost, the child’s price, and the profit per cup and for the day', async ({ page }) => {
  await page.goto('/zona-magica?actividad=limonada');
  const remote = magicZone(page);
  await remote.getByLabel('Limones').fill('5');
  await remote.getByLabel('Paquetes de azúcar').fill('2');
  await remote.getByLabel('Vasos', { exact: true }).fill('10');
  await remote.getByLabel('Vasos que vendes').fill('8');
  await expect(remote.getByTestId('limonada-costo')).toHaveText('$1.700');
  await expect(remote.getByTestId('limonada-precio')).toContainText('$350');
  await expect(remote.getByTestId('limonada-ganancia')).toContainText('$1.100');
  // The child's own selling price: profit per cup and for the day, each said in a sentence.
  await remote.getByLabel('Precio de cada vaso').fill('300');
  await expect(remote.getByTestId('limonada-ganancia-vaso')).toHaveText('$130');
  await expect(remote.getByTestId('limonada-ganancia')).toContainText('$700');
  await expect(remote.getByTestId('limonada-explicacion-vaso')).toHaveText('Cada vaso te cuesta $170 y lo vendes a $300: ganas $130 por vaso.');
  await expect(remote.getByTestId('limonada-explicacion')).toHaveText(
    'Si vendes 8 vasos a $300, cobras $2.400 y gastaste $1.700: tu ganancia del día es $700.',
  );
  await remote.getByLabel('Precio de cada vaso').fill('100');
  await expect(remote.getByTestId('limonada-explicacion-vaso')).toContainText('pierdes $70 en cada vaso');
  await remote.getByLabel('Limones').fill('');
  await expect(remote.getByTestId('limonada-costo')).toHaveText('$700');
  await remote.getByLabel('Vasos', { exact: true }).fill('0');
  await expect(remote.getByTestId('limonada-precio')).toHaveText('Agrega vasos para calcularlo');
});

test('a visitor completes a weekly challenge and it stays done this week', async ({ page }) => {
  await page.goto('/zona-magica');
  const remote = magicZone(page);
  await remote.getByRole('button', { name: 'Reto semanal gratis' }).click();
  const cards = remote.locator('article.wc-card');
  await expect(cards).toHaveCount(4);
  const first = cards.first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  const complete = first.getByRole('button', { name: 'Completar Reto' });
  await expect(complete).toBeDisabled();
  await first.getByRole('textbox').fill('Lo hice con mi hermana');
  await complete.click();
  await expect(first.getByText('¡Reto completado!')).toBeVisible();
  await expect(remote.getByText('1 de 4 retos completados esta semana')).toBeVisible();

  await page.reload();
  const again = remote.locator('article.wc-card', { has: page.getByRole('heading', { name: title }) });
  await expect(again.getByText('¡Reto completado!')).toBeVisible();
});
