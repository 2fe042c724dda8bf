import { expect, type Page, test } from '../support/test';
import type { SentenceTiming } from '@universo/contracts';
import type { ChapterContentResponse } from '@universo/platform/api/content';
import { registerPayingFamily } from '../support/premium';

const UNAVAILABLE = 'La narración de este capítulo no está disponible por ahora. Puedes leer la historia aquí abajo.';
const stories = (page: Page) => page.locator('[data-remote="stories"]');
/** The index of the highlighted sentence (the one being read), -1 when none is. */
const reading = (page: Page) => page.evaluate(() => Number(document.querySelector('[data-remote="stories"] .is-reading')?.getAttribute('data-sentence') ?? -1));

test('the narration offers Ogg/Opus and MP3, and the highlighted sentence follows it', async ({ page }) => {
  const chapter = (await (await page.request.get('/api/books/1/chapters/1')).json()) as ChapterContentResponse;
  expect(chapter.audioFile).toMatch(/^\/media\/audio\/book-1\/chapter-01\.ogg\?v=[0-9a-f]{12}$/);
  const mp3 = chapter.audioFile!.replace('.ogg?', '.mp3?');
  const timingsUrl = chapter.audioFile!.replace('.ogg?', '.timings.json?');

  // Both formats stream in pieces (HTTP range requests) and, versioned and free, are cached a year.
  for (const url of [chapter.audioFile!, mp3]) {
    const ranged = await page.request.get(url, { headers: { Range: 'bytes=0-1023' } });
    expect([url, ranged.status()]).toEqual([url, 206]);
    expect(ranged.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
    expect(ranged.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  expect((await page.request.get(mp3)).headers()['content-type']).toBe('audio/mpeg');
  const timings = (await (await page.request.get(timingsUrl)).json()) as SentenceTiming[];
  expect(timings[0]!.text).toBe(`Capítulo 1. ${chapter.title}.`);

  // The page load only asks whether the narration is there (HEAD): the audio itself, close to a
  // megabyte, is downloaded when the child presses "Escuchar", never with the page.
  const audioAsked: string[] = [];
  page.on('request', (request) => {
    if (/\/chapter-01\.(?:ogg|mp3)\?/.test(request.url())) audioAsked.push(request.method());
  });
  await page.goto('/historia/1/capitulo/1');
  const remote = stories(page);
  const player = remote.getByRole('region', { name: 'Escucha el capítulo' });
  const audio = player.locator('audio');
  await expect(audio.locator('source')).toHaveCount(2);
  await expect(audio.locator('source').nth(0)).toHaveAttribute('src', chapter.audioFile!);
  await expect(audio.locator('source').nth(0)).toHaveAttribute('type', 'audio/ogg; codecs=opus');
  await expect(audio.locator('source').nth(1)).toHaveAttribute('src', mp3);
  await expect(audio.locator('source').nth(1)).toHaveAttribute('type', 'audio/mpeg');
  await expect(audio).toHaveAttribute('preload', 'none');
  // The story is marked sentence by sentence, as the timings list them.
  const story = remote.locator('.stories-prose [data-sentence]');
  await expect(story.first()).toHaveText(timings[1]!.text);
  await expect(remote.locator('.stories-reader--read-along')).toHaveCount(1);

  // Keyboard: the play button, then a faster speed.
  const play = player.getByRole('button', { name: 'Escuchar' });
  await expect(play).toBeEnabled();
  expect(audioAsked).toEqual(['HEAD']);
  await play.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
  expect(audioAsked).toContain('GET');
  const faster = player.getByRole('button', { name: '1.25×' });
  await faster.focus();
  await page.keyboard.press('Enter');
  await expect(faster).toHaveAttribute('aria-pressed', 'true');
  expect(await audio.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.25);

  // Played on (a seek stands in for minutes of listening), the highlight moves forward and stays in view.
  await audio.evaluate((element: HTMLAudioElement, at: number) => (element.currentTime = at), timings[3]!.start + 0.05);
  await expect.poll(() => reading(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  const first = await reading(page);
  await audio.evaluate((element: HTMLAudioElement, at: number) => (element.currentTime = at), timings[20]!.start + 0.05);
  await expect.poll(() => reading(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(20);
  expect(await reading(page)).toBeGreaterThan(first);
  await expect(remote.locator('.is-reading').first()).toBeInViewport();
  await expect(remote.locator('.is-reading')).toHaveCount(1);
  // Playing, time goes on and the highlight with it.
  const before = await reading(page);
  await audio.evaluate((element: HTMLAudioElement, at: number) => (element.currentTime = at), timings[before + 1]!.start - 0.3);
  await expect.poll(() => reading(page), { timeout: 15_000 }).toBeGreaterThan(before);

  // A tap on a sentence starts the narration there.
  const target = remote.locator('[data-sentence="8"]');
  await target.click();
  await expect(target).toHaveClass(/is-reading/);
  const at = await audio.evaluate((element: HTMLAudioElement) => element.currentTime);
  expect(at).toBeGreaterThanOrEqual(timings[8]!.start - 0.05);
  expect(at).toBeLessThan(timings[10]!.start);

  await player.getByRole('button', { name: 'Pausar' }).click();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
  await expect(player.getByRole('alert')).toHaveCount(0);
});

test('with reduced motion the highlight neither fades nor scrolls smoothly', async ({ page }) => {
  // Records how the page asks to scroll the highlighted sentence into view.
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { scrollCalls: unknown[] }).scrollCalls = calls;
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      calls.push(typeof options === 'object' ? options.behavior : options);
      return original.call(this, options);
    };
  });
  const seconds = (value: string) => Math.max(...value.split(',').map((part) => parseFloat(part)));
  const timings = (await (
    await page.request.get(
      (((await (await page.request.get('/api/books/1/chapters/1')).json()) as ChapterContentResponse).audioFile ?? '').replace('.ogg?', '.timings.json?'),
    )
  ).json()) as SentenceTiming[];

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/historia/1/capitulo/1');
  const remote = stories(page);
  const sentence = remote.locator('.stories-prose [data-sentence]').first();
  await expect(sentence).toBeVisible();
  expect(seconds(await sentence.evaluate((node) => getComputedStyle(node).transitionDuration))).toBeLessThan(0.001);
  const player = remote.getByRole('region', { name: 'Escucha el capítulo' });
  await player.getByRole('button', { name: 'Escuchar' }).click();
  // A sentence far below the screen: the page brings it into view at once.
  const far = timings.length - 3;
  await player.locator('audio').evaluate((element: HTMLAudioElement, at: number) => (element.currentTime = at), timings[far]!.start + 0.05);
  await expect.poll(() => reading(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(far);
  await expect(remote.locator('.is-reading').first()).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls)).toEqual(['auto']);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(seconds(await sentence.evaluate((node) => getComputedStyle(node).transitionDuration))).toBeGreaterThanOrEqual(0.1);
});

for (const [what, pattern] of [
  ['the timings file', '**/media/audio/book-1/chapter-01.timings.json*'],
  ['both audio files', '**/media/audio/book-1/chapter-01.{ogg,mp3}*'],
] as const) {
  test(`without ${what} the chapter shows its text and a Spanish note, never a broken player`, async ({ page }) => {
    await page.route(pattern, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"statusCode":404}' }));
    await page.goto('/historia/1/capitulo/1');
    const remote = stories(page);
    await expect(remote.getByRole('status').filter({ hasText: UNAVAILABLE })).toBeVisible();
    await expect(remote.locator('audio')).toHaveCount(0);
    await expect(remote.getByRole('button', { name: 'Escuchar' })).toHaveCount(0);
    await expect(remote.getByRole('heading', { name: 'Pausa Mágica' })).toBeVisible();
    await expect(remote.locator('.stories-prose p').first()).toBeVisible();
  });
}

test('a chapter without narration shows its text and the note', async ({ page }) => {
  await registerPayingFamily(page);
  // Every chapter may have narration: the answer for one chapter is served without its audio.
  await page.route('**/api/books/1/chapters/2', async (route) => {
    const response = await route.fetch();
    const chapter = (await response.json()) as ChapterContentResponse;
    delete chapter.audioFile;
    await route.fulfill({ response, json: chapter });
  });
  await page.goto('/historia/1/capitulo/2');
  const remote = stories(page);
  await expect(remote.getByRole('heading', { name: 'Pausa Mágica' })).toBeVisible();
  await expect(remote.getByText('Cargando capítulo...')).toHaveCount(0);
  await expect(remote.locator('audio')).toHaveCount(0);
  await expect(remote.getByRole('button', { name: 'Escuchar' })).toHaveCount(0);
  await expect(remote.getByText(UNAVAILABLE)).toBeVisible();
});
