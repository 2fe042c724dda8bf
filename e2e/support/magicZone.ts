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

/** The child who plays, as the Magic Zone's profile page saves it. */
export interface ChildProfile {
  childName: string;
  childAge: number;
  preferredCharacter: string;
}

/**
 * Saves the playing child's profile (POST /api/axxon/profile): 201 when the family's child is
 * created, 200 when it already had one; `created` insists on the first.
 */
export async function saveChildProfile(page: Page, child: ChildProfile, { created = false }: { created?: boolean } = {}): Promise<void> {
  const profile = await page.request.post('/api/axxon/profile', { data: { ...child, learningLevel: 'principiante' } });
  if (created) expect(profile.status(), await profile.text()).toBe(201);
  else expect(profile.ok(), await profile.text()).toBe(true);
}
