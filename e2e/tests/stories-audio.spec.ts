import { expect, test } from '@playwright/test';
import type { ChapterContentResponse } from '@universo/contracts';
import { registerPayingFamily } from '../support/premium';

test('the narration of book 1 chapter 1 plays, changes speed and pauses', async ({ page }) => {
  const chapter = (await (await page.request.get('/api/books/1/chapters/1')).json()) as ChapterContentResponse;
  expect(chapter.audioFile).toMatch(/^\/media\/audio\/book-1\/chapter-01\.[a-z0-9]+$/);

  // The gateway streams the file in pieces (HTTP range requests), as phones ask for it.
  const ranged = await page.request.get(chapter.audioFile!, { headers: { Range: 'bytes=0-1023' } });
  expect(ranged.status()).toBe(206);
  expect(ranged.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
  expect((await ranged.body()).length).toBe(1024);

  await page.goto('/historia/1/capitulo/1');
  const remote = page.locator('[data-remote="stories"]');
  const player = remote.getByRole('region', { name: 'Escucha el capítulo' });
  const audio = player.locator('audio');
  await expect(audio).toHaveAttribute('src', chapter.audioFile!);
  await expect(audio).toHaveAttribute('preload', 'metadata');
  await expect(audio).toHaveAttribute('controls', '');

  await player.getByRole('button', { name: 'Escuchar' }).click();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);

  const faster = player.getByRole('button', { name: '1.25×' });
  await faster.click();
  await expect(faster).toHaveAttribute('aria-pressed', 'true');
  await expect(player.getByRole('button', { name: '1×' })).toHaveAttribute('aria-pressed', 'false');
  expect(await audio.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.25);

  await player.getByRole('button', { name: 'Pausar' }).click();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
  await expect(player.getByRole('button', { name: 'Escuchar' })).toBeVisible();
  await expect(player.getByRole('alert')).toHaveCount(0);
});

test('a chapter without narration shows no player', async ({ page }) => {
  await registerPayingFamily(page);
  // Every chapter may have narration: the answer for one chapter is served without its audio.
  await page.route('**/api/books/1/chapters/2', async (route) => {
    const response = await route.fetch();
    const chapter = (await response.json()) as ChapterContentResponse;
    delete chapter.audioFile;
    await route.fulfill({ response, json: chapter });
  });
  await page.goto('/historia/1/capitulo/2');
  const remote = page.locator('[data-remote="stories"]');
  await expect(remote.getByRole('heading', { name: 'Pausa Mágica' })).toBeVisible();
  await expect(remote.getByText('Cargando capítulo...')).toHaveCount(0);
  await expect(remote.locator('audio')).toHaveCount(0);
  await expect(remote.getByRole('button', { name: 'Escuchar' })).toHaveCount(0);
  await expect(remote.getByRole('region', { name: 'Escucha el capítulo' })).toHaveCount(0);
});
