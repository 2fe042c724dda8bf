import { expect, type Page, test } from '../support/test';
import { AXXON_SAMPLE_IDEAS } from '@universo/contracts';
import { magicZone } from '../support/magicZone';

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

test('AXXON scores its own sample ideas well, explains each score, and scores a bare idea lower', async ({ page }) => {
  await page.goto('/axxon-demo');
  const remote = magicZone(page);
  const submit = remote.getByRole('button', { name: 'Preguntar a AXXON' });
  await expect(remote.getByLabel('Tu nombre')).toHaveValue('');
  await expect(submit).toBeDisabled();
  await expect(remote.getByRole('button', { name: /^Usar la idea: / })).toHaveCount(5);

  await remote.getByRole('button', { name: 'Usar la idea: Galletas' }).click();
  await expect(remote.getByLabel('Tu idea o tu mensaje')).toHaveValue(AXXON_SAMPLE_IDEAS.find((idea) => idea.label === 'Galletas')!.message);
  await expect(submit).toBeDisabled();
  await remote.getByLabel('Tu nombre').fill('Sofía');
  await expect(submit).toBeEnabled();
  const cookies = await ask(page);
  expect(Number(cookies.potential.split('/')[0])).toBeGreaterThanOrEqual(8);
  expect(Number(cookies.creativity.split('/')[0])).toBeGreaterThanOrEqual(6);
  // Each score comes with one sentence a child understands.
  await expect(remote.getByTestId('axxon-potencial-porque')).toHaveText(/^Tu idea dice qué vendes, a quién.*: ¡eso suma mucho!$/);
  await expect(remote.getByTestId('axxon-creatividad-porque')).toContainText('«con forma de»');
  await expect(remote.getByTestId('axxon-emocion-porque')).not.toBeEmpty();
  await expect(remote.getByTestId('axxon-actividad-porque')).not.toBeEmpty();
  await expect(remote.getByTestId('axxon-emocion')).not.toBeEmpty();
  await expect(remote.locator('blockquote')).toContainText('Sofía');
  await expect(remote.getByRole('heading', { name: 'Tus próximos pasos' })).toBeVisible();
  const suggested = remote.getByRole('definition').getByRole('link');
  await expect(suggested).toHaveAttribute('href', /^\/zona-magica\?actividad=[a-z-]+$/);

  // A bare idea scores lower, and the sentence says what would add to it.
  await remote.getByLabel('Tu idea o tu mensaje').fill('Quiero vender galletas a mis vecinos');
  const bare = await ask(page);
  expect(Number(bare.potential.split('/')[0])).toBeLessThan(Number(cookies.potential.split('/')[0]));
  await expect(remote.getByTestId('axxon-potencial-porque')).toHaveText(
    'Tu idea dice qué vendes y a quién le vendes: eso suma; si dices cuánto cobras, sumará más.',
  );

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
