import { expect, type Locator, type Page, test } from '../support/test';
import { answerParentalCheck } from '../support/parentalCheck';
import { registerPayingFamily } from '../support/premium';
import { registerThroughApi } from '../support/users';
import { saveChildProfile } from '../support/magicZone';

/**
 * Issue 18: every Magic Zone activity card and every empty state shows one of the characters.
 * Each picture is either named in Spanish (the character and what they look like) or decorative
 * (alt=""), keeps its box before it loads (width/height) and is a static, hashed SVG file.
 */
const CHARACTER_NAME = /^(Francesca|Chispas|Sombra|Leo|Don Ramón|Don Ernesto), [a-záéíóúñü]/;

/** A picture a screen reader can name in Spanish, or one it skips (alt=""); never an image without alt. */
async function expectNamedOrDecorative(image: Locator): Promise<void> {
  const alt = await image.getAttribute('alt');
  expect(alt, 'an <img> without alt').not.toBeNull();
  if (alt !== '') expect(alt).toMatch(CHARACTER_NAME);
}

/** Its box before it loads, a hashed .svg file, and loaded once scrolled into view. */
async function expectArtFile(image: Locator): Promise<void> {
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)).toBe(true);
  const src = await image.evaluate((element) => (element as HTMLImageElement).currentSrc);
  expect(new URL(src).pathname).toMatch(/\.[0-9a-f]{8}\.svg$/);
}

async function expectActivityCards(page: Page): Promise<void> {
  await page.goto('/zona-magica');
  const cards = page.locator('[data-remote="magicZone"] article.mz-activity');
  // Four free activities and four premium ones (spec section 2).
  await expect(cards).toHaveCount(8);
  for (const card of await cards.all()) {
    const images = card.locator('img');
    await expect(images).toHaveCount(1);
    const image = images.first();
    await expectNamedOrDecorative(image);
    // The cards sit below the fold: loaded when scrolled near.
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expectArtFile(image);
  }
}

test('every Magic Zone activity card shows a character, named in Spanish or decorative', async ({ page }) => {
  await expectActivityCards(page);
});

test('every Magic Zone activity card shows a character on a phone @phone', async ({ page }) => {
  await expectActivityCards(page);
  // The portrait is no wider than its card at 360 px.
  const card = page.locator('article.mz-activity').first();
  const [cardBox, artBox] = await Promise.all([card.boundingBox(), card.locator('img').boundingBox()]);
  expect(artBox!.width).toBeLessThanOrEqual(cardBox!.width);
});

/** An empty state's picture: decorative beside its sentence, lazily loaded, a real file. */
async function expectEmptyStateArt(scope: Locator, text: string | RegExp): Promise<void> {
  const state = scope.locator('.uf-empty-state').filter({ hasText: text });
  await expect(state).toBeVisible();
  const image = state.locator('img');
  await expect(image).toHaveAttribute('alt', '');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expectArtFile(image);
}

/** A family registered but not yet confirmed from its mail: no child profile yet. */
async function registerUnconfirmedFamily(page: Page): Promise<void> {
  await registerThroughApi(page);
}

/** /familia behind the parental check, as an adult opens it. */
async function openFamilyArea(page: Page): Promise<void> {
  await page.goto('/familia');
  const check = page.getByRole('dialog', { name: 'Solo para personas adultas' });
  await answerParentalCheck(check);
  await check.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Familia' })).toBeVisible();
}

test('a family without a child profile sees a character on its empty screens', async ({ page }) => {
  await registerUnconfirmedFamily(page);

  await openFamilyArea(page);
  await expectEmptyStateArt(page.locator('main'), 'Todavía no hay perfiles de niños.');

  // The child's dashboard before the profile: Francesca invites to create it (decorative, above the fold).
  await page.goto('/child-dashboard');
  const remote = page.locator('[data-remote="magicZone"]');
  await expect(remote.getByRole('heading', { name: 'Crea el perfil de tu hijo o hija', level: 1 })).toBeVisible();
  const prompt = remote.locator('img.dash-prompt__art');
  await expect(prompt).toHaveAttribute('alt', '');
  await expectArtFile(prompt);
});

test('a child with a profile sees a character where the business and the drawings will be', async ({ page }) => {
  test.setTimeout(90_000);
  await registerPayingFamily(page);
  await saveChildProfile(page, { childName: 'Sofía', childAge: 8, preferredCharacter: 'francesca' });

  await page.goto('/child-dashboard');
  const remote = page.locator('[data-remote="magicZone"]');
  await expectEmptyStateArt(remote, 'Aún no tienes un negocio.');

  await page.goto('/zona-magica?actividad=dibujo-avanzado');
  await expectEmptyStateArt(remote, 'Aún no has guardado dibujos.');
});

test('the family area of a family without children keeps its empty state at 360 px @phone', async ({ page }) => {
  await registerUnconfirmedFamily(page);
  await openFamilyArea(page);
  await expectEmptyStateArt(page.locator('main'), 'Todavía no hay perfiles de niños.');
});
