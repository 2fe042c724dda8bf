import { expect, type Page, test } from '../support/test';
import type { SubscriptionStatusResponse } from '@universo/platform/api/billing';
import { registerFamily, registerPayingFamily, subscribeWithoutPaying } from '../support/premium';

const commerce = (page: Page) => page.locator('[data-remote="commerce"]');
const header = (page: Page) => page.getByRole('banner');

test.describe('pages know who is looking, and /subscription-success tells the truth', () => {
  test('a visitor opening /subscription-success lands on /login; home pitches the plan and the sign-up', async ({ page }) => {
    await page.goto('/subscription-success');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('¡Bienvenidos al Plan Emprendedor Mágico!')).toHaveCount(0);

    await page.goto('/');
    await expect(page.locator('.home')).toHaveAttribute('data-family-plan', 'visitor');
    await expect(page.getByRole('heading', { name: 'Suscríbete al Plan Emprendedor Mágico' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Únete al Universo de Francesca' })).toBeVisible();
    await expect(header(page).locator('[data-plan]')).toHaveCount(0);
  });

  test('a family without a plan is sent to /subscription; the header says "Plan gratis" and home does not ask it to sign up again', async ({ page }) => {
    await registerFamily(page);
    await page.goto('/subscription-success');
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(commerce(page).getByText('No tienes una suscripción activa')).toBeVisible();

    await page.goto('/');
    await expect(page.locator('.home')).toHaveAttribute('data-family-plan', 'free');
    const badge = header(page).getByRole('link', { name: 'Plan gratis' });
    await expect(badge).toHaveAttribute('href', '/subscription');
    await expect(page.getByRole('link', { name: 'Suscribirme al plan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Únete al Universo de Francesca' })).toHaveCount(0);
  });

  test('a payment being confirmed reads "Estamos confirmando tu pago", with the end of the grace window', async ({ page }) => {
    await registerFamily(page);
    expect((await subscribeWithoutPaying(page)).init_point).toBeTruthy();
    const status = (await (await page.request.get('/api/subscription-status')).json()) as SubscriptionStatusResponse;
    expect(status).toMatchObject({ status: 'pending', premium: true });
    const graceHours = (Date.parse(status.graceEndsAt!) - Date.now()) / 3_600_000;
    expect(graceHours).toBeGreaterThan(71);
    expect(graceHours).toBeLessThanOrEqual(72);

    await page.goto('/subscription-success');
    await expect(commerce(page).getByRole('heading', { name: 'Estamos confirmando tu pago', level: 1 })).toBeVisible();
    await expect(commerce(page).getByText(/hasta el \d{1,2} de [a-z]+ de \d{4}/)).toBeVisible();
    await expect(commerce(page).getByText('¡Bienvenidos al Plan Emprendedor Mágico!')).toHaveCount(0);
  });

  test('a paying family sees its plan and renewal date, and is no longer pitched the plan', async ({ page }) => {
    await registerPayingFamily(page);
    await page.goto('/');
    await expect(page.locator('.home')).toHaveAttribute('data-family-plan', 'premium');
    await expect(header(page).getByRole('link', { name: 'Plan Emprendedor Mágico' })).toHaveAttribute('href', '/account/subscription');
    await expect(page.getByRole('heading', { name: 'Tu Plan Emprendedor Mágico está activo' })).toBeVisible();
    await expect(page.getByText(/^Se renueva el \d{1,2} de [a-z]+ de \d{4}\.$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Suscribirme al plan' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ver el Plan Emprendedor Mágico' })).toHaveCount(0);

    await page.goto('/subscription');
    await expect(commerce(page).getByText(/^Tu plan está activo y se renueva el \d{1,2} de [a-z]+ de \d{4}\.$/)).toBeVisible();
    await expect(commerce(page).getByRole('button', { name: 'Empezar Mi Viaje Ahora' })).toHaveCount(0);
  });
});
