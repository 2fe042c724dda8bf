import { expect, type Page, test } from '../support/test';
import type { ChapterContentResponse } from '@universo/platform/api/content';
import { premiumRefusal, registerFamily, registerPayingFamily } from '../support/premium';

const stories = (page: Page) => page.locator('[data-remote="stories"]');

test('a visitor reads chapter 1 and meets the premium gate on chapter 2; the API and the narration answer 403', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/historia/1');
  const remote = stories(page);
  await expect(remote.getByText('Gratis', { exact: true })).toHaveCount(1);
  await expect(remote.getByText('Plan Emprendedor Mágico', { exact: false })).toHaveCount(9);
  await remote.getByRole('link', { name: /^Leer capítulo 1:/ }).click();

  await expect(remote.getByRole('heading', { name: 'Pausa Mágica' })).toBeVisible();
  await expect(remote.getByText('Cargando capítulo...')).toHaveCount(0);
  await expect(remote.locator('audio source').first()).toHaveAttribute('src', /chapter-01\.ogg/);
  await remote.getByRole('link', { name: /Siguiente Capítulo/ }).click();

  await expect(page).toHaveURL(/\/historia\/1\/capitulo\/2$/);
  await expect(remote.getByRole('heading', { name: 'El capítulo 2 es parte del Plan Emprendedor Mágico', level: 1 })).toBeVisible();
  await expect(remote.getByRole('link', { name: 'Crear Cuenta Gratis' })).toHaveAttribute('href', '/register');
  await expect(remote.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
  await expect(remote.getByRole('heading', { name: 'Pausa Mágica' })).toHaveCount(0);
  await expect(remote.locator('audio')).toHaveCount(0);
  await remote.getByRole('link', { name: 'lee el primer capítulo' }).click();
  await expect(page).toHaveURL(/\/historia\/1\/capitulo\/1$/);

  const api = await page.request.get('/api/books/1/chapters/2');
  expect(api.status()).toBe(403);
  expect(await api.json()).toEqual(premiumRefusal('story-chapters'));
  const forged = await page.request.get('/api/books/1/chapters/2?premium=true', { headers: { cookie: 'premium=true; uf_tier=premium', 'x-premium': 'true' } });
  expect(forged.status()).toBe(403);
  const narration = await page.request.get('/media/audio/book-1/chapter-02.ogg');
  expect(narration.status()).toBe(403);
  expect((await narration.json()).premiumItem).toBe('story-narration');
  // Its MP3 and its sentence timings (which hold the chapter's text) are refused the same way.
  for (const other of ['/media/audio/book-1/chapter-02.mp3', '/media/audio/book-1/chapter-02.timings.json']) {
    const refused = await page.request.get(other);
    expect([other, refused.status()]).toEqual([other, 403]);
  }
  expect((await page.request.get('/media/audio/book-1/chapter-01.ogg', { headers: { Range: 'bytes=0-15' } })).status()).toBe(206);
});

test('a family without the plan is invited to subscribe on chapter 2', async ({ page }) => {
  await registerFamily(page);
  await page.goto('/historia/2/capitulo/2');
  const remote = stories(page);
  await expect(remote.getByRole('heading', { name: 'El capítulo 2 es parte del Plan Emprendedor Mágico', level: 1 })).toBeVisible();
  await expect(remote.getByRole('link', { name: '¡Suscribirme Ahora!' })).toHaveAttribute('href', '/subscription');
  expect((await page.request.get('/api/books/2/chapters/2')).status()).toBe(403);
});

test('a family that paid in the sandbox reads chapter 2 and hears its narration', async ({ page }) => {
  await registerPayingFamily(page);
  const chapter = (await (await page.request.get('/api/books/1/chapters/2')).json()) as ChapterContentResponse;
  expect(chapter.audioFile).toMatch(/chapter-02\./);

  await page.goto('/historia/1/capitulo/2');
  const remote = stories(page);
  await expect(remote.getByRole('heading', { level: 1 })).toHaveText(chapter.title);
  await expect(remote.getByText(chapter.story.split('\n')[0]!.slice(0, 40)).first()).toBeVisible();
  await expect(remote.getByRole('heading', { name: 'Pausa Mágica' })).toBeVisible();

  const narration = await page.request.get(chapter.audioFile!, { headers: { Range: 'bytes=0-1023' } });
  expect(narration.status()).toBe(206);
  expect(narration.headers()['cache-control']).toBe('private, no-cache');
  const audio = remote.getByRole('region', { name: 'Escucha el capítulo' }).locator('audio');
  await expect(audio.locator('source').first()).toHaveAttribute('src', chapter.audioFile!);
  await remote.getByRole('button', { name: 'Escuchar' }).click();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
});

test('a chapter that does not exist is "not found" for everybody', async ({ page }) => {
  expect((await page.request.get('/api/books/1/chapters/11')).status()).toBe(404);
  await registerPayingFamily(page);
  expect((await page.request.get('/api/books/1/chapters/11')).status()).toBe(404);
});
