import { expect, type Locator, type Page, test } from '../support/test';
import type { ChapterContentResponse } from '@universo/platform/api/content';
import { registerPayingFamily } from '../support/premium';

/**
 * Issue 17: every chapter shows its own illustration, composed from @universo/art's parts by the
 * scene in its chapter file: an image named by the scene's Spanish description, its 16:10 space
 * kept before it loads, loaded lazily below the fold, a static SVG cached a year. Book pages
 * carry their cover as a PNG link preview (og:image) in the HTML itself.
 */
const stories = (page: Page) => page.locator('[data-remote="stories"]');

async function chapterFromApi(page: Page, bookId: number, number: number): Promise<ChapterContentResponse> {
  const response = await page.request.get(`/api/books/${bookId}/chapters/${number}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ChapterContentResponse;
}

async function expectLoadedSvg(page: Page, image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)).toBe(true);
  const src = await image.evaluate((element) => (element as HTMLImageElement).currentSrc);
  expect(new URL(src).pathname).toMatch(/^\/media\/illustrations\/[0-9a-f]{14}\.svg$/);
  const response = await page.request.get(src, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a chapter shows its illustration as an image with its Spanish name, below the fold, lazily, in a kept space', async ({ page }) => {
    const chapter = await chapterFromApi(page, 1, 1);
    expect(chapter.illustration).toMatchObject({ width: 640, height: 400, alt: expect.stringMatching(/^En el ático de la abuela, Francesca /) });

    await page.goto('/historia/1/capitulo/1');
    const remote = stories(page);
    await expect(remote.getByRole('heading', { level: 1 })).toHaveText('El Cofre de las Ideas');
    const picture = remote.getByRole('img', { name: chapter.illustration!.alt });
    await expect(picture).toHaveCount(1);
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('width', '640');
    await expect(picture).toHaveAttribute('height', '400');

    // Below the fold, and its 16:10 box is already there before the file arrives.
    const box = await picture.boundingBox();
    expect(box!.y).toBeGreaterThan(844);
    expect(Math.abs(box!.height - (box!.width * 400) / 640)).toBeLessThan(2);

    await expectLoadedSvg(page, picture);
    // Loading it moved nothing: the box is the one kept before.
    const after = await picture.boundingBox();
    expect(Math.abs(after!.height - box!.height)).toBeLessThan(1);
  });
});

test('each chapter of a book has its own illustration, named in Spanish', async ({ page }) => {
  await registerPayingFamily(page);
  const names = new Set<string>();
  for (const number of [1, 4, 9]) {
    const chapter = await chapterFromApi(page, 1, number);
    await page.goto(`/historia/1/capitulo/${number}`);
    const picture = stories(page).getByRole('img', { name: chapter.illustration!.alt });
    await expectLoadedSvg(page, picture);
    names.add(chapter.illustration!.alt);
  }
  expect(names.size).toBe(3);
});

test('a book page carries its cover as a PNG link preview in the HTML itself (og:image)', async ({ page, baseURL }) => {
  for (const path of ['/historia/1', '/historia/3/capitulo/2']) {
    const html = await (await page.request.get(path)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image, path).toMatch(new RegExp(`^${baseURL}/remotes/stories/previews/historia-${path.split('/')[2]}\\.[0-9a-f]{8}\\.png$`));
    expect(html).toContain('<meta property="og:image:alt" content="Portada de «');
    const png = await page.request.get(image!);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    // The IHDR chunk: 1200 x 630, the size large link previews expect.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  }
  // The library and the other sections carry none.
  expect(await (await page.request.get('/historia')).text()).not.toContain('og:image');
});
