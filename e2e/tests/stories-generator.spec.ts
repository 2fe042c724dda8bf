import { expect, type Page, test } from '../support/test';
import { BASE_URL } from '../support/ports';

const notifications = (page: Page) => page.getByRole('region', { name: /Notificaciones/ });

async function generate(page: Page, length: string): Promise<string> {
  await page.getByLabel('Largo del libro').selectOption({ label: length });
  await page.getByRole('button', { name: 'Generar Libro' }).click();
  const text = page.getByLabel('Texto del libro');
  await expect(text).toBeVisible({ timeout: 30_000 });
  await expect(text).toHaveAttribute('readonly', '');
  return text.inputValue();
}

test('generates a short and a long book; the long one is several times longer', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  await page.goto('/generar-libro');
  await expect(page.getByLabel('Tema del libro')).toHaveValue('emprendimiento');
  await expect(page.getByLabel('Largo del libro')).toHaveValue('medium');
  await expect(page.getByLabel('Tono de la historia')).toHaveValue('educational');
  await expect(page.getByLabel('Incluir elementos personalizados')).toBeChecked();
  await expect(page.getByLabel('Largo del libro').locator('option')).toHaveText(['Corto (5-10 páginas)', 'Mediano (15-25 páginas)', 'Largo (30+ páginas)']);
  await expect(page.getByLabel('Tono de la historia').locator('option')).toHaveText(['Aventura', 'Educativo', 'Fantasía', 'Negocios']);

  const short = await generate(page, 'Corto (5-10 páginas)');
  expect(short.length).toBeGreaterThan(300);

  await page.getByRole('button', { name: 'Copiar Texto' }).click();
  await expect(notifications(page).getByText('¡Texto copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(short);

  await page.getByRole('button', { name: 'Generar Nuevo' }).click();
  await expect(page.getByLabel('Texto del libro')).toHaveCount(0);
  await expect(page.getByLabel('Tema del libro')).toBeFocused();

  const long = await generate(page, 'Largo (30+ páginas)');
  expect(long.length).toBeGreaterThanOrEqual(3 * short.length);
});

test('a blank theme is refused before anything is sent', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/axxon/generate-book') sent++;
  });
  await page.goto('/generar-libro');
  await page.getByLabel('Tema del libro').fill('   ');
  await page.getByRole('button', { name: 'Generar Libro' }).click();
  await expect(page.getByText('Escribe el tema de tu libro', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Tema del libro')).toBeFocused();
  expect(sent).toBe(0);
});

test('a refusal shows the service message; any other failure the spec text', async ({ page }) => {
  await page.goto('/generar-libro');
  await page.route('**/api/axxon/generate-book', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Espera un momento antes de crear otro libro.' }),
    }),
  );
  await page.getByRole('button', { name: 'Generar Libro' }).click();
  await expect(notifications(page).getByText('Espera un momento antes de crear otro libro.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generar Libro' })).toBeEnabled();

  await page.unroute('**/api/axxon/generate-book');
  await page.route('**/api/axxon/generate-book', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' }));
  await page.getByRole('button', { name: 'Generar Libro' }).click();
  await expect(notifications(page).getByText('No se pudo generar el libro')).toBeVisible();
});
