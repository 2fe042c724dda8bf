import { readFile } from 'node:fs/promises';
import { expect, type Locator, test } from '../support/test';
import { registerFamily } from '../support/premium';
import { magicZone, saveChildProfile } from '../support/magicZone';

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
  // A visitor's age is unknown: the digits alone, no coins (they are for 6 and 7).
  await expect(remote.getByTestId('monedas-dibujadas')).toHaveCount(0);
});

/** The values of the bills and coins drawn beside one amount, largest first ("-" first for a loss). */
async function piecesBeside(stand: Locator, testId: string): Promise<string[]> {
  const drawn = stand.locator('td', { has: stand.page().getByTestId(testId) }).getByTestId('monedas-dibujadas');
  await expect(drawn).toHaveAttribute('aria-hidden', 'true');
  return drawn.evaluate((root) => [
    ...(root.classList.contains('mz-coins--lost') ? ['-'] : []),
    ...Array.from(root.querySelectorAll<HTMLElement>('[data-value]')).map(
      (piece) => `${piece.classList.contains('mz-bill') ? 'billete' : 'moneda'} ${piece.dataset.value}`,
    ),
    ...Array.from(root.querySelectorAll('.mz-coins__rest')).map((rest) => rest.textContent ?? ''),
  ]);
}

test('@phone a child of 6 sees the lemonade stand’s pesos as Colombian bills and coins that follow the numbers, at 360 px', async ({ page }) => {
  await registerFamily(page);
  await saveChildProfile(page, { childName: 'Martina', childAge: 6, preferredCharacter: 'leo' }, { created: true });
  await page.goto('/zona-magica?actividad=limonada');
  const stand = magicZone(page).locator('.lemonade');

  // Each thing to buy shows the coin that pays for one, beside its price in digits.
  for (const [label, coin] of [
    ['Limones', 'moneda 200'],
    ['Paquetes de azúcar', 'moneda 100'],
    ['Vasos', 'moneda 50'],
  ] as const) {
    const field = stand.locator('.uf-field', { has: page.getByLabel(label, { exact: true }) });
    await expect(field.getByTestId('monedas-dibujadas').locator('[data-value]')).toHaveCount(1);
    expect(`moneda ${await field.getByTestId('monedas-dibujadas').locator('[data-value]').getAttribute('data-value')}`).toBe(coin);
  }

  // The day as planned (5 lemons, 2 sugar, 10 cups at $350, 8 sold): the fewest pieces, largest first.
  await expect(stand.getByTestId('limonada-costo')).toHaveText('$1.700');
  expect(await piecesBeside(stand, 'limonada-costo')).toEqual(['moneda 1000', 'moneda 500', 'moneda 200']);
  expect(await piecesBeside(stand, 'limonada-ingresos')).toEqual(['billete 2000', 'moneda 500', 'moneda 200', 'moneda 100']);
  expect(await piecesBeside(stand, 'limonada-ganancia')).toEqual(['moneda 1000', 'moneda 100']);
  // Each piece says what it is worth, as the real ones do.
  await expect(stand.locator('td', { has: page.getByTestId('limonada-ingresos') }).locator('.mz-bill')).toHaveText('2.000');

  // A new price changes the digits and the coins together.
  await stand.getByLabel('Precio de cada vaso').fill('300');
  await expect(stand.getByTestId('limonada-ganancia')).toContainText('$700');
  expect(await piecesBeside(stand, 'limonada-ingresos')).toEqual(['billete 2000', 'moneda 200', 'moneda 200']);
  expect(await piecesBeside(stand, 'limonada-ganancia')).toEqual(['moneda 500', 'moneda 200']);

  // Selling below cost: the money lost is drawn faded after a minus; what no coin makes is written.
  await stand.getByLabel('Precio de cada vaso').fill('100');
  await expect(stand.getByTestId('limonada-ganancia-vaso')).toHaveText('-$70');
  expect(await piecesBeside(stand, 'limonada-ganancia-vaso')).toEqual(['-', 'moneda 50', 'y 20']);
  expect(await piecesBeside(stand, 'limonada-ganancia')).toEqual(['-', 'moneda 500', 'moneda 200', 'moneda 200']);

  // Bigger numbers stay on the phone's screen: nothing wider than 360 px.
  await stand.getByLabel('Precio de cada vaso').fill('9999');
  await stand.getByLabel('Vasos', { exact: true }).fill('200');
  await stand.getByLabel('Vasos que vendes').fill('200');
  await expect(stand.getByTestId('limonada-ingresos')).toHaveText('$1.999.800');
  expect(await piecesBeside(stand, 'limonada-ingresos')).toContain('billete 100000');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const outside = await stand.evaluate((root) =>
    Array.from(root.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  );
  expect(outside).toEqual([]);
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
