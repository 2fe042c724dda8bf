import { expect, type Page, test } from '../support/test';
import { registerThroughApi } from '../support/users';

/**
 * Issue 18, point 3: the header holds one row from 1024 px to 1440 px, for visitors and for families (a menu below 1024 px), and
 * the floating chat button keeps the end of every page readable and steps aside for the keyboard.
 */

/** The header's height beside one of its links': one row means less than two links high. */
async function headerRows(page: Page): Promise<{ header: number; link: number; scrollWidth: number }> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect().height;
    const link = document.querySelector('nav[aria-label="Principal"] a')!.getBoundingClientRect().height;
    return { header, link, scrollWidth: document.documentElement.scrollWidth };
  });
}

for (const width of [1024, 1280, 1440]) {
  test(`at ${width} px the header is one row high, with every link and no menu button`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/historia');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: '¡Únete!' })).toBeVisible();
    await expect(page.getByRole('button', { name: /menú/i })).toBeHidden();
    for (const name of [
      'Inicio',
      'Universo de Francesca',
      'Personajes',
      'Tienda',
      'Zona Mágica',
      'Generar Libro',
      'Para Padres',
      'Comunidad',
      'Contacto',
      'Entrar',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const { header, link, scrollWidth } = await headerRows(page);
    // Before: 149 px at 1024 (three rows of 44 px links). One row: the link plus the bar's padding.
    expect(header, `header ${header} px, one link ${link} px`).toBeLessThan(link * 1.5);
    expect(scrollWidth).toBeLessThanOrEqual(width);
    // Every link's box sits inside the row, none on top of another.
    const boxes = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, top: r.top })));
    const sorted = [...boxes].sort((a, b) => a.left - b.left);
    for (let i = 1; i < sorted.length; i += 1) expect(sorted[i]!.left).toBeGreaterThanOrEqual(sorted[i - 1]!.right - 0.5);
    // The brand keeps its name for screen readers even where only its mark shows.
    await expect(page.getByRole('link', { name: /Francesca/ }).first()).toBeVisible();
  });
}

test("a signed-in family's header is one row at 1024, 1280 and 1440 px, the links and the account apart; every action reachable", async ({ page }) => {
  const family = await registerThroughApi(page);
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/historia');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('button', { name: 'Salir' })).toBeVisible();
    for (const name of ['Inicio', 'Universo de Francesca', 'Personajes', 'Tienda', 'Zona Mágica', 'Generar Libro', 'Para Padres', 'Comunidad', 'Contacto']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const greeting = page.getByText(`¡Hola, ${family.firstName}!`);
    await expect(greeting).toBeVisible();
    // The account area draws itself again when the family's plan arrives: the boxes are read once
    // it has settled (a box read mid-render is null), and the settled layout must be one row with
    // the links and the account area apart.
    await expect(nav.getByRole('link', { name: 'Plan gratis' }).or(page.getByRole('button', { name: 'Mi cuenta' }))).toBeVisible();
    await expect
      .poll(
        async () => {
          const { header, link, scrollWidth } = await headerRows(page);
          if (header >= link * 1.5) return `header ${header} px high, one link ${link} px: more than one row`;
          if (scrollWidth > width) return `the page scrolls sideways (${scrollWidth} px)`;
          const links = await nav.getByRole('listitem').first().locator('xpath=..').boundingBox();
          const account = await greeting.boundingBox();
          if (!links || !account) return 'drawing';
          const overlaps =
            links.x < account.x + account.width &&
            account.x < links.x + links.width &&
            links.y < account.y + account.height &&
            account.y < links.y + links.height;
          return overlaps ? `links ${JSON.stringify(links)} overlap the greeting ${JSON.stringify(account)}` : 'one row, apart';
        },
        { message: `the signed-in header at ${width} px` },
      )
      .toBe('one row, apart');

    // The plan and Familia: on the row from 1280 px; behind "Mi cuenta" (Escape closes it) below.
    const more = page.getByRole('button', { name: 'Mi cuenta' });
    if (width < 1280) {
      await expect(nav.getByRole('link', { name: 'Familia', exact: true })).toBeHidden();
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Plan gratis' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(more).toBeFocused();
      await expect(nav.getByRole('link', { name: 'Familia', exact: true })).toBeHidden();
      await more.click();
      await nav.getByRole('link', { name: 'Familia', exact: true }).click();
      await expect(page).toHaveURL(/\/familia$/);
      await expect(more).toHaveAttribute('aria-expanded', 'false');
    } else {
      await expect(more).toBeHidden();
      await expect(nav.getByRole('link', { name: 'Familia', exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Plan gratis' })).toBeVisible();
    }
  }
});

test('@phone below 1024 px the links sit behind a menu button: large targets, Escape and a link close it', async ({ page }) => {
  await page.goto('/tienda');
  const toggle = page.getByRole('button', { name: /menú/i });
  await expect(toggle).toHaveAttribute('aria-controls', 'menu-principal');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Zona Mágica', exact: true })).toBeHidden();
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const sizes = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(44);
  expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await toggle.click();
  await nav.getByRole('link', { name: 'Zona Mágica', exact: true }).click();
  await expect(page).toHaveURL(/\/zona-magica$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('@phone the chat button leaves the end of the page readable and steps aside while the keyboard is open', async ({ page }) => {
  for (const route of ['/', '/contacto']) {
    await page.goto(route);
    const chat = page.getByRole('button', { name: 'Chatea con Francesca' });
    await expect(chat).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = (await chat.boundingBox())!;
    // The last line of the page (the footer's copyright) ends above the button.
    const lastLine = await page.getByRole('contentinfo').evaluate((footer) => {
      const range = document.createRange();
      range.selectNodeContents(footer.lastElementChild ?? footer);
      const rects = Array.from(range.getClientRects());
      return Math.max(...rects.map((rect) => rect.bottom));
    });
    expect(lastLine, `${route}: the page's last line ends at ${lastLine}, the button starts at ${button.y}`).toBeLessThanOrEqual(button.y);
  }

  // A touch screen with the focus in a text field has its keyboard open: the button steps aside.
  const chat = page.getByRole('button', { name: 'Chatea con Francesca' });
  await page.getByRole('textbox').first().focus();
  await expect(chat).toBeHidden();
  await page.getByRole('textbox').first().blur();
  await expect(chat).toBeVisible();
});
