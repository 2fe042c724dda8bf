import { expect, type Locator, type Page, test } from '@playwright/test';

function magicZone(page: Page): Locator {
  return page.locator('[data-remote="magicZone"]');
}

async function ask(page: Page): Promise<{ potential: string; creativity: string }> {
  const remote = magicZone(page);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/axxon/demo');
  await remote.getByRole('button', { name: 'Preguntar a AXXON' }).click();
  expect((await answered).status()).toBe(200);
  await expect(remote.getByRole('heading', { name: /La respuesta de AXXON para Sofía/ })).toBeFocused();
  return {
    potential: /\d+\/10/.exec((await remote.getByTestId('axxon-potencial').textContent()) ?? '')?.[0] ?? '',
    creativity: /\d+\/10/.exec((await remote.getByTestId('axxon-creatividad').textContent()) ?? '')?.[0] ?? '',
  };
}

test('AXXON reads two different ideas and scores them differently', async ({ page }) => {
  await page.goto('/axxon-demo');
  const remote = magicZone(page);
  const submit = remote.getByRole('button', { name: 'Preguntar a AXXON' });
  await expect(remote.getByLabel('Tu nombre')).toHaveValue('');
  await expect(submit).toBeDisabled();
  await expect(remote.getByRole('button', { name: /^Usar la idea: / })).toHaveCount(5);

  await remote.getByRole('button', { name: 'Usar la idea: Galletas' }).click();
  await expect(remote.getByLabel('Tu idea o tu mensaje')).toHaveValue('Quiero vender galletas.');
  await expect(submit).toBeDisabled();
  await remote.getByLabel('Tu nombre').fill('Sofía');
  await expect(submit).toBeEnabled();
  const cookies = await ask(page);
  expect(cookies.potential).toMatch(/^\d+\/10$/);
  expect(cookies.creativity).toMatch(/^\d+\/10$/);
  await expect(remote.getByTestId('axxon-emocion')).not.toBeEmpty();
  await expect(remote.locator('blockquote')).toContainText('Sofía');
  await expect(remote.getByRole('heading', { name: 'Tus próximos pasos' })).toBeVisible();
  const suggested = remote.getByRole('definition').getByRole('link');
  await expect(suggested).toHaveAttribute('href', /^\/zona-magica\?actividad=[a-z-]+$/);

  await remote.getByRole('button', { name: 'Usar la idea: Ayuda con tareas' }).click();
  const homework = await ask(page);
  expect(homework.potential).not.toBe(cookies.potential);

  // An original idea: creativity above 7 is highlighted.
  await remote
    .getByLabel('Tu idea o tu mensaje')
    .fill('Quiero hacer robots de cartón reciclado que se iluminan, grandes y coloridos, y venderlos a mis primos');
  const robots = await ask(page);
  expect(Number(robots.creativity.split('/')[0])).toBeGreaterThan(7);
  await expect(remote.getByTestId('axxon-creatividad')).toHaveAttribute('data-highlighted', 'true');
  expect(robots.creativity).not.toBe(cookies.creativity);

  // The suggested activity opens in the Magic Zone.
  const activity = (await suggested.textContent()) ?? '';
  await suggested.click();
  await expect(page).toHaveURL(/\/zona-magica\?actividad=/);
  await expect(remote.getByRole('heading', { name: activity, level: 2 })).toBeVisible();
});

test('a failing demo only shows a gentle message to try again', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route('**/api/axxon/demo', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' }));
  await page.goto('/axxon-demo');
  const remote = magicZone(page);
  await remote.getByLabel('Tu nombre').fill('Sofía');
  await remote.getByRole('button', { name: 'Usar la idea: Videos' }).click();
  await remote.getByRole('button', { name: 'Preguntar a AXXON' }).click();
  await expect(remote.getByRole('alert')).toContainText('vuelve a intentarlo');
  expect(logged.some((text) => text.includes('AXXON demo'))).toBe(true);
});
