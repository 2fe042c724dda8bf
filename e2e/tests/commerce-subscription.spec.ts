import { expect, type Page, test } from '../support/test';
import { notifications } from '../support/notifications';
import type { EntitlementResponse, SubscriptionStatusResponse } from '@universo/platform/api/billing';
import { answerParentalCheck } from '../support/parentalCheck';
import { newFamily } from '../support/users';

async function register(page: Page): Promise<void> {
  const family = newFamily();
  await page.goto('/register');
  // Exact labels: the layout has links whose names contain "correo electrónico".
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await field('Nombre de usuario').fill(family.username);
  await field('Nombre').fill(family.firstName);
  await field('Apellido').fill(family.lastName);
  await page.getByLabel('Edad', { exact: true }).fill(family.age);
  await field('Correo electrónico').fill(family.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(family.password);
  await page.getByLabel(/Soy la madre, el padre o el tutor legal/).check();
  await page.getByLabel(/He leído y acepto/).check();
  await page.getByRole('button', { name: /crear cuenta/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`¡Hola, ${family.firstName}!`)).toBeVisible();
}

/** From /subscription to the sandbox payment page, through the parental check. */
async function startSubscription(page: Page): Promise<void> {
  await page.goto('/subscription');
  const remote = page.locator('[data-remote="commerce"]');
  await expect(remote.getByText('No tienes una suscripción activa')).toBeVisible();
  await remote.getByRole('button', { name: 'Empezar Mi Viaje Ahora' }).click();
  const dialog = page.getByRole('dialog', { name: 'Antes de ir al pago' });
  await expect(dialog).toBeVisible();
  await answerParentalCheck(dialog);
  await dialog.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page).toHaveURL(/\/api\/billing\/sandbox\/checkout\//);
  await expect(page.getByRole('heading', { name: 'Confirma tu suscripción' })).toBeVisible();
}

async function subscriptionStatus(page: Page): Promise<SubscriptionStatusResponse> {
  return (await (await page.request.get('/api/subscription-status')).json()) as SubscriptionStatusResponse;
}

test('a visitor sees the plan and, trying to subscribe, is sent to log in', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/subscription');
  const remote = page.locator('[data-remote="commerce"]');
  const plan = remote.getByRole('article', { name: 'Plan Emprendedor Mágico' });
  await expect(plan.getByText('Más Popular')).toBeVisible();
  await expect(plan.getByText(/79\.900\sCOP/)).toBeVisible();
  await expect(plan.getByText('aprox. 19,99 USD')).toBeVisible();
  await expect(plan.getByRole('list', { name: 'Qué incluye el plan' }).getByRole('listitem')).toHaveCount(7);
  await expect(plan.getByText('Garantía de devolución de 30 días', { exact: false })).toBeVisible();
  await expect(plan.getByText('Pagos en modo de prueba')).toBeVisible();
  await expect(plan.getByRole('link', { name: 'Escríbenos' })).toHaveAttribute('href', '/contacto');
  await expect(remote.getByText('Inicia sesión para suscribirte')).toBeVisible();

  await remote.getByRole('button', { name: 'Empezar Mi Viaje Ahora' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(notifications(page).getByText('Inicia sesión', { exact: true })).toBeVisible();
  await expect(notifications(page).getByText('Debes iniciar sesión para suscribirte')).toBeVisible();

  await page.goto('/account/subscription');
  await expect(page.getByText('Inicia sesión para ver y gestionar tu suscripción.')).toBeVisible();
  await expect(page.locator('[data-remote="commerce"]').getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
});

test('the parental check stops a wrong answer, closes with Escape and is keyboard operable', async ({ page }) => {
  await register(page);
  await page.goto('/subscription');
  const start = page.getByRole('button', { name: 'Empezar Mi Viaje Ahora' });
  // The button waits for the family's status (an open plan would lead to the account instead).
  await expect(start).toBeEnabled();
  await start.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Antes de ir al pago' });
  await expect(dialog).toBeVisible();
  const answer = dialog.getByLabel('Respuesta (en números)');
  await expect(answer).toBeFocused();

  const first = await dialog.getByText(/¿Cuánto es/).textContent();
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Esa no es la respuesta. Prueba con esta nueva pregunta.');
  await expect(dialog.getByText(/¿Cuánto es/)).not.toHaveText(first!);
  await expect(answer).toHaveValue('');
  await expect(page).toHaveURL(/\/subscription$/);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(start).toBeFocused();
  expect((await subscriptionStatus(page)).hasSubscription).toBe(false);
});

test('a family subscribes, approves the sandbox payment, opens premium content, cancels from its account and meets the gate again', async ({ page }) => {
  await register(page);
  await startSubscription(page);
  await page.getByRole('button', { name: 'Aprobar pago' }).click();

  await expect(page).toHaveURL(/\/subscription-success$/);
  const remote = page.locator('[data-remote="commerce"]');
  await expect(remote.getByRole('heading', { name: '¡Bienvenidos al Plan Emprendedor Mágico!' })).toBeVisible();
  const card = remote.getByRole('region', { name: 'Tu suscripción' });
  await expect(card.getByText('Suscripción activa')).toBeVisible();
  await expect(card.getByText(/79\.900\sCOP al mes/)).toBeVisible();
  await expect(card.getByText(/^\d{1,2} de [a-z]+ de \d{4}$/)).toHaveCount(2);
  await expect(remote.getByRole('list', { name: 'Beneficios desbloqueados' }).getByRole('listitem')).toHaveCount(7);
  await expect(remote.getByRole('link', { name: 'Ir a la Zona Mágica' })).toHaveAttribute('href', '/zona-magica');
  await expect(remote.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');
  await expect(remote.getByRole('link', { name: 'Escríbenos a soporte' })).toHaveAttribute('href', '/contacto');
  expect(((await (await page.request.get('/api/billing/entitlement')).json()) as EntitlementResponse).premium).toBe(true);

  // Premium content opens in the same page session (the platform's status cache is fresh).
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await nav.getByRole('link', { name: 'Personajes', exact: true }).click();
  const stories = page.locator('[data-remote="stories"]');
  await expect(stories.getByRole('heading', { name: 'Conoce a los Personajes', level: 1 })).toBeVisible();
  await page.goBack();

  await remote.getByRole('link', { name: 'Ver mi suscripción' }).click();
  await expect(page).toHaveURL(/\/account\/subscription$/);
  await expect(remote.getByRole('status').getByText('Suscripción activa')).toBeVisible();
  await expect(remote.getByText(/Puedes pedir la devolución hasta el \d{1,2} de [a-z]+ de \d{4}\./)).toBeVisible();
  const history = remote.getByRole('region', { name: 'Historial' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Pendiente de pago → Activa');

  // Back on /subscription, an active plan leads to the account instead of a second subscription.
  await page.goto('/subscription');
  await expect(remote.getByRole('button', { name: 'Empezar Mi Viaje Ahora' })).toHaveCount(0);
  await remote.getByRole('link', { name: 'Ver mi suscripción' }).click();

  await remote.getByRole('button', { name: 'Cancelar suscripción' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cancelar la suscripción?' });
  await answerParentalCheck(dialog);
  await dialog.getByRole('button', { name: 'Sí, cancelar suscripción' }).click();
  await expect(notifications(page).getByText('Suscripción cancelada')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(remote.getByRole('status').getByText('Suscripción cancelada')).toBeVisible();
  await expect(remote.getByRole('button', { name: 'Cancelar suscripción' })).toHaveCount(0);
  await expect(history).toHaveCount(3);
  await expect(history.first()).toContainText('Activa → Cancelada');
  expect((await subscriptionStatus(page)).status).toBe('cancelled');
  expect(((await (await page.request.get('/api/billing/entitlement')).json()) as EntitlementResponse).premium).toBe(false);

  // The guarantee can still be asked for within the 30 days, once.
  await remote.getByLabel('Cuéntanos qué pasó (opcional)').fill('A mi hija le gusta, pero no tenemos tiempo este mes.');
  await remote.getByRole('button', { name: 'Solicitar devolución' }).click();
  await expect(notifications(page).getByText('Solicitud enviada')).toBeVisible();
  await expect(remote.getByText(/Recibimos tu solicitud el/)).toBeVisible();
  await expect(remote.getByRole('button', { name: 'Solicitar devolución' })).toHaveCount(0);

  // Without leaving the page session, the premium gate is back.
  await nav.getByRole('link', { name: 'Personajes', exact: true }).click();
  await expect(stories.getByRole('link', { name: '¡Suscribirme Ahora!' })).toBeVisible();
  await expect(stories.getByRole('button', { name: /^Chatear con / })).toHaveCount(0);
});

test('a rejected payment shows the rejection, leaves no active plan and keeps the gate', async ({ page }) => {
  await register(page);
  await startSubscription(page);
  await page.getByRole('button', { name: 'Rechazar pago' }).click();

  await expect(page).toHaveURL(/\/subscription\?pago=rechazado$/);
  const remote = page.locator('[data-remote="commerce"]');
  await expect(remote.getByRole('alert')).toContainText('El pago fue rechazado');
  await expect(remote.getByText('Suscripción activa')).toHaveCount(0);
  await expect(remote.getByRole('button', { name: 'Empezar Mi Viaje Ahora' })).toBeEnabled();
  const status = await subscriptionStatus(page);
  expect(status.status).not.toBe('authorized');
  expect(((await (await page.request.get('/api/billing/entitlement')).json()) as EntitlementResponse).premium).toBe(false);

  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Personajes', exact: true }).click();
  await expect(page.locator('[data-remote="stories"]').getByRole('link', { name: '¡Suscribirme Ahora!' })).toBeVisible();

  await page.goto('/account/subscription');
  // A rejection is its own state: "Pago rechazado", never "cancelada".
  await expect(remote.getByRole('status').getByText('Pago rechazado')).toBeVisible();
  const history = remote.getByRole('region', { name: 'Historial' }).getByRole('listitem');
  await expect(history.first()).toContainText('Pendiente de pago → Pago rechazado');
  await expect(remote.getByText(/cancelada/i)).toHaveCount(0);
  await expect(remote.getByRole('button', { name: 'Cancelar suscripción' })).toHaveCount(0);
  await expect(remote.getByText('La garantía de 30 días empieza cuando se aprueba el primer pago.')).toBeVisible();
  await expect(remote.getByRole('button', { name: 'Solicitar devolución' })).toBeDisabled();
});
