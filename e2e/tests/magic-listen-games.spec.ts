import { expect, test } from '@playwright/test';
import { audioState, watchAudios } from '../support/audio';

test('@phone Puesto de Limonada: "Escuchar" reads the instruction from its recording and the day\'s result through svc-content', async ({ page }) => {
  await watchAudios(page, { noSpanishVoice: true });
  await page.goto('/zona-magica?actividad=limonada');
  const remote = page.locator('[data-remote="magicZone"]');
  const stand = remote.locator('.lemonade');

  // The instruction: a button named by what it reads, big enough for a finger, on the keyboard.
  const intro = stand.getByRole('button', { name: /^Escuchar: .*(limones|Un limón|Escribe cuánto)/ }).first();
  await expect(intro).toBeVisible();
  const box = await intro.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  const clip = page.waitForResponse((r) => /^\/media\/audio\/zona-magica\/[0-9a-f]{14}\.ogg$/.test(new URL(r.url()).pathname));
  await intro.focus();
  await page.keyboard.press('Enter');
  const clipAnswer = await clip;
  expect([200, 206]).toContain(clipAnswer.status());
  expect(clipAnswer.headers()['content-type']).toBe('audio/ogg');
  await expect(intro).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await audioState(page, 0))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await audioState(page, 0)).toMatchObject({ paused: false, error: null });

  // The day's result changes with the numbers: without a Spanish voice in the browser, the service reads it.
  const result = stand.getByTestId('limonada-explicacion');
  const resultText = (await result.innerText()).trim();
  const resultButton = stand.locator('.mz-listen-row', { has: page.getByTestId('limonada-explicacion') }).getByRole('button', { name: /^Escuchar: / });
  const spoken = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/axxon/speech');
  await resultButton.click();
  const speech = await spoken;
  expect(speech.status()).toBe(200);
  expect(speech.headers()['content-type']).toBe('audio/ogg');
  // The words sent are the ones on the screen, prices said in pesos.
  expect(new URL(speech.url()).searchParams.get('text')).toBe(resultText.replace(/\$(\d+(?:\.\d{3})*)/g, '$1 pesos'));
  // One sound at a time: the instruction stopped when the result started.
  await expect(intro).toHaveAttribute('aria-pressed', 'false');
  expect((await audioState(page, 0))?.paused).toBe(true);
  await expect.poll(async () => (await audioState(page, 1))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await audioState(page, 1)).toMatchObject({ paused: false, error: null });
  expect((await audioState(page, 1))?.src).toMatch(/^\/api\/axxon\/speech\?text=/);

  // Pressing again stops it.
  await resultButton.click();
  await expect(resultButton).toHaveAttribute('aria-pressed', 'false');
  expect((await audioState(page, 1))?.paused).toBe(true);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('@phone a button that cannot make a sound says so in Spanish instead of doing nothing', async ({ page }) => {
  await watchAudios(page, { noSpanishVoice: true });
  // The network is gone for the voice: no recording and no reading by the service can arrive.
  await page.route(/\/(media\/audio\/zona-magica\/|api\/axxon\/speech)/, (route) => route.abort('internetdisconnected'));
  await page.goto('/zona-magica?actividad=crea-logo');
  const remote = page.locator('[data-remote="magicZone"]');
  const instruction = remote.locator('.logo-creator').getByRole('button', { name: /^Escuchar: Elige una forma, colores/ });
  await instruction.click();
  await expect(remote.getByRole('status').filter({ hasText: 'No se puede escuchar ahora. Pide a alguien que te lo lea.' })).toBeVisible();
  await expect(instruction).toHaveAttribute('aria-pressed', 'false');
  await expect(instruction).toHaveAccessibleDescription('No se puede escuchar ahora. Pide a alguien que te lo lea.');
});
