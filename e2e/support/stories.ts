import { expect, type Locator, type Page } from '@playwright/test';
import { subscribeWithoutPaying } from './premium';
import { registerThroughApi } from './users';

/** The stories remote's part of the page. */
export function storiesRemote(page: Page): Locator {
  return page.locator('[data-remote="stories"]');
}

/** A new family with the plan (pending, which already opens premium content) on /personajes, once its heading shows. */
export async function openCharactersWithThePlan(page: Page): Promise<Locator> {
  await registerThroughApi(page);
  await subscribeWithoutPaying(page);
  await page.goto('/personajes');
  const remote = storiesRemote(page);
  await expect(remote.getByRole('heading', { name: 'Conoce a los Personajes', level: 1 })).toBeVisible();
  return remote;
}
