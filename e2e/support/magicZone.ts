import { expect, type Locator, type Page } from '@playwright/test';

/** The Magic Zone remote's part of the page. */
export function magicZone(page: Page): Locator {
  return page.locator('[data-remote="magicZone"]');
}

/** Picks affordable choices in Gasta o Ahorra until its end screen (the rounds end after 1.5 s, in real time). */
export async function playSpendOrSaveToTheEnd(page: Page): Promise<void> {
  const remote = magicZone(page);
  const end = remote.getByRole('heading', { name: '¡Juego terminado!' });
  for (let step = 0; step < 80 && !(await end.isVisible()); step++) {
    const affordable = remote.locator('button.sos-choice:enabled');
    if ((await affordable.count()) === 0) {
      await page.waitForTimeout(250);
      continue;
    }
    await affordable
      .last()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
  await expect(end).toBeVisible();
}
