import { expect, test } from '../support/test';
import { registerThroughApi } from '../support/users';

// The characters page is wrapped in the premium gate (spec section 2); the gate comes from
// @universo/platform, so what it says is checked here and its rules in the platform's unit tests.

test('a visitor meets the gate with Crear Cuenta Gratis and Iniciar Sesión', async ({ page }) => {
  await page.goto('/personajes');
  const gate = page.locator('[data-premium-gate="visitor"]');
  await expect(gate).toBeVisible();
  await expect(gate.getByText(/Plan Emprendedor Mágico/).first()).toBeVisible();
  await expect(gate.getByText('79.900 COP al mes')).toBeVisible();
  await expect(gate.getByText(/aprox\. 19,99 USD/)).toBeVisible();
  await expect(gate.getByText(/cancela cuando quieras/)).toBeVisible();
  await expect(gate.getByRole('link', { name: '¡Suscribirme Ahora!' })).toHaveCount(0);

  await gate.getByRole('link', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await page.locator('[data-premium-gate="visitor"]').getByRole('link', { name: 'Crear Cuenta Gratis' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('a family without a plan meets the gate with ¡Suscribirme Ahora! and Volver al Inicio', async ({ page }) => {
  const family = await registerThroughApi(page);

  await page.goto('/personajes');
  const gate = page.locator('[data-premium-gate="free"]');
  await expect(gate).toBeVisible();
  await expect(gate.getByText('No tienes una suscripción activa')).toBeVisible();
  await expect(gate.getByRole('link', { name: 'Crear Cuenta Gratis' })).toHaveCount(0);
  await expect(gate.getByRole('link', { name: '¡Suscribirme Ahora!' })).toHaveAttribute('href', '/subscription');

  await gate.getByRole('link', { name: 'Volver al Inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`¡Hola, ${family.firstName}!`)).toBeVisible();
});
