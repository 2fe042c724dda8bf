import { expect, type Locator, type Page, test } from '../support/test';
import { openCharactersWithThePlan } from '../support/stories';

/**
 * Issues 17 and 18: the characters, the books and the site's pages show the project's own SVG
 * illustrations (@universo/art) as images with Spanish text alternatives, each a static file with
 * a hashed name cached for a year, sized before it loads.
 */
const CHARACTERS = ['Francesca', 'Chispas', 'Sombra', 'Leo', 'Don Ramón', 'Don Ernesto'];
const BOOKS = [
  'El Viaje de Francesca',
  'Sam y el Taller de Juguetes',
  'Maya y el Jardín del Ahorro',
  'Diego y la Panadería del Barrio',
  'Emma y el Club de las Ideas',
];

/** An illustration is a hashed .svg file served as SVG with the year-long cache, and it reserves its box. */
async function expectArt(page: Page, image: Locator): Promise<void> {
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);
  const src = await image.evaluate((element) => (element as HTMLImageElement).currentSrc || (element as HTMLImageElement).src);
  expect(new URL(src).pathname).toMatch(/\.[0-9a-f]{8}\.svg$/);
  const response = await page.request.get(src, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)).toBe(true);
}

test('the characters page shows the six portraits, named in Spanish, loaded lazily', async ({ page }) => {
  const remote = await openCharactersWithThePlan(page);
  await expect(remote.getByRole('img')).toHaveCount(CHARACTERS.length);
  for (const name of CHARACTERS) {
    const portrait = remote.getByRole('img', { name: new RegExp(`^${name}, `) });
    await expect(portrait).toHaveAttribute('loading', 'lazy');
    await expectArt(page, portrait);
  }
});

test('the library shows each book by its cover, described in Spanish', async ({ page }) => {
  await page.goto('/historia');
  const remote = page.locator('[data-remote="stories"]');
  for (const title of BOOKS) {
    const cover = remote.getByRole('img', { name: new RegExp(`^Portada de «${title}»: `) });
    await expectArt(page, cover);
  }
  // No emoji stands for a book any more.
  await expect(remote.locator('.stories-book .uf-card__icon')).toHaveCount(0);

  await page.goto('/historia/1');
  await expectArt(page, remote.getByRole('img', { name: /^Portada de «El Viaje de Francesca»/ }));
});

test('the home hero, the shop and the 404 page show the same art', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('.home-hero');
  for (const name of ['Chispas', 'Francesca', 'Sombra']) {
    const portrait = hero.getByRole('img', { name: new RegExp(`^${name}, `) });
    // Above the fold: not lazy.
    await expect(portrait).toHaveAttribute('loading', 'eager');
    await expectArt(page, portrait);
  }

  await page.goto('/tienda');
  await expectArt(page, page.locator('[data-remote="commerce"]').getByRole('img', { name: /^Portada de «El Viaje de Francesca»/ }));

  await page.goto('/no-existe-esta-pagina');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  // Sombra is decorative there (the heading says it all): alt="", no role img, but its file and its box.
  const sombra = page.locator('img.uf-not-found__art');
  await expect(sombra).toHaveAttribute('alt', '');
  await expectArt(page, sombra);
});
