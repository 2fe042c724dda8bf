import { expect, test } from '../support/test';
import { audioState, pathAndQuery, watchAudios } from '../support/audio';

test('@phone a child who cannot read presses "Escuchar" on a Gasta o Ahorra instruction and hears it; pressing again stops it', async ({ page }) => {
  await watchAudios(page);
  await page.goto('/zona-magica?actividad=gasta-ahorra');
  const remote = page.locator('[data-remote="magicZone"]');
  const goals = remote.locator('section.sos-goals');
  await expect(goals.getByRole('heading', { name: '¿Para qué quieres ahorrar?' })).toBeVisible();

  // The instruction's button: a real button named "Escuchar", big enough for a finger.
  const listen = goals.locator('.mz-listen-row').getByRole('button', { name: 'Escuchar' });
  await expect(listen).toHaveAttribute('aria-pressed', 'false');
  const box = await listen.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);

  const clip = page.waitForResponse((r) => /^\/media\/audio\/zona-magica\/[0-9a-f]{14}\.ogg$/.test(new URL(r.url()).pathname));
  await listen.click();
  const answer = await clip;
  expect([200, 206]).toContain(answer.status());
  expect(answer.headers()['content-type']).toBe('audio/ogg');
  await expect(listen).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await audioState(page, 0))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await audioState(page, 0)).toMatchObject({ src: pathAndQuery(answer.url()), paused: false, error: null });

  // Pressing again stops it.
  await listen.click();
  await expect(listen).toHaveAttribute('aria-pressed', 'false');
  expect((await audioState(page, 0))?.paused).toBe(true);

  // In the game, the instruction has its own clip; starting another sound stops the one playing.
  await goals.getByRole('button', { name: /Una pelota\s*40 monedas/ }).click();
  const game = remote.locator('.sos');
  const intro = game.locator('.mz-listen-row').first().getByRole('button', { name: 'Escuchar' });
  await intro.click();
  await expect.poll(async () => (await audioState(page, 1))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
  expect((await audioState(page, 1))?.src).not.toBe((await audioState(page, 0))?.src);
  const question = game.locator('legend').getByRole('button', { name: 'Escuchar' });
  await question.click();
  await expect(intro).toHaveAttribute('aria-pressed', 'false');
  await expect(question).toHaveAttribute('aria-pressed', 'true');
  expect((await audioState(page, 1))?.paused).toBe(true);
  await expect.poll(async () => (await audioState(page, 2))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);

  // Every button fits the phone: nothing wider than 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
