import { expect, type Page } from '@playwright/test';
import { premiumRequiredMessage, type PremiumItemId } from '@universo/contracts';
import type { CreateSubscriptionResponse } from '@universo/platform/api/billing';
import { confirmFamilyAddress } from './family';
import { type newFamily, registerThroughApi } from './users';

/** Registers a new family through the API (the page's cookies hold its session). */
export async function registerFamily(page: Page): Promise<ReturnType<typeof newFamily>> {
  const family = await registerThroughApi(page);
  // A family's children need a confirmed address: confirmed from the mail, as the adult does.
  await confirmFamilyAddress(page, family.email);
  return family;
}

/**
 * Starts the signed-in family's subscription without paying: billing reports it pending, which
 * already opens premium content (spec section 4). Answers the provider's checkout address.
 */
export async function subscribeWithoutPaying(page: Page): Promise<CreateSubscriptionResponse> {
  const created = await page.request.post('/api/create-subscription', { data: { currency: 'COP', country: 'CO' } });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as CreateSubscriptionResponse;
}

/**
 * A family that paid: registered, subscribed, and approved on the sandbox provider's payment page
 * (the same signed notification path a real provider uses), so billing reports `authorized`.
 */
export async function registerPayingFamily(page: Page): Promise<ReturnType<typeof newFamily>> {
  const family = await registerFamily(page);
  const { init_point: checkout } = await subscribeWithoutPaying(page);
  const approved = await page.request.post(`${checkout}/approve`, { form: {}, maxRedirects: 0 });
  expect(approved.status(), await approved.text()).toBe(303);
  await expect.poll(async () => (await (await page.request.get('/api/billing/entitlement')).json()).tier).toBe('premium');
  return family;
}

/** The 403 every service answers for a premium item the family does not have, with the item's message. */
export function premiumRefusal(item: PremiumItemId): { statusCode: 403; error: 'Forbidden'; message: string; premiumItem: PremiumItemId } {
  return { statusCode: 403, error: 'Forbidden', message: premiumRequiredMessage(item), premiumItem: item };
}
