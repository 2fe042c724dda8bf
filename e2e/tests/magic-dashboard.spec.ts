import { expect, type Page, test } from '../support/test';
import type { ChildDashboard } from '@universo/platform/api/content';
import { confirmFamilyAddress } from '../support/family';
import { magicZone, playSpendOrSaveToTheEnd } from '../support/magicZone';
import { fillRegistrationForm, newFamily } from '../support/users';

async function register(page: Page): Promise<ReturnType<typeof newFamily>> {
  const family = newFamily();
  await fillRegistrationForm(page, family);
  await page.getByRole('button', { name: /crear cuenta/i }).click();
  await expect(page.getByText(`¡Hola, ${family.firstName}!`)).toBeVisible();
  return family;
}

async function playSpendOrSave(page: Page): Promise<void> {
  await magicZone(page)
    .getByRole('button', { name: /^Una pelota/ })
    .click();
  await playSpendOrSaveToTheEnd(page);
}

test('visitors are asked to log in on the dashboard and on profile setup', async ({ page }) => {
  await page.goto('/child-dashboard');
  const remote = magicZone(page);
  await expect(remote.getByRole('heading', { name: 'Mi Panel Mágico', level: 1 })).toBeVisible();
  await expect(remote.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');

  await page.goto('/profile-setup');
  await expect(remote.getByRole('heading', { level: 1 })).toContainText('perfil');
  await remote.getByRole('link', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a family edits the first child profile, sees the dashboard, finishes a game and sees it change', async ({ page }) => {
  test.setTimeout(120_000);
  const family = await register(page);

  // The child named at registration is the family's first profile, once the address is confirmed.
  await confirmFamilyAddress(page, family.email);
  await page.goto('/child-dashboard');
  const remote = magicZone(page);
  await expect(remote.getByRole('heading', { name: `¡Hola, ${family.firstName}!`, level: 1 })).toBeVisible();
  await page.goto('/profile-setup');
  await expect(remote.getByRole('heading', { name: 'Edita el perfil de tu hijo o hija' })).toBeVisible();

  // Prefilled from the profile; all four fields are required.
  const name = remote.getByLabel('Nombre del niño o la niña');
  await expect(name).toHaveValue(family.firstName);
  await name.fill('');
  await remote.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(remote.getByText('Escribe el nombre de tu hijo o hija')).toBeVisible();
  const ages = await remote.getByLabel('Edad').locator('option').allTextContents();
  expect(ages.slice(1)).toEqual(['5 años', '6 años', '7 años', '8 años', '9 años', '10 años', '11 años', '12 años', '13 años', '14 años']);

  await name.fill('Tomás');
  await remote.getByLabel('Edad').selectOption('7');
  await remote.getByRole('radio', { name: /Principiante/ }).check();
  await remote.getByRole('radio', { name: /Chispas/ }).check();
  await remote.getByRole('button', { name: 'Guardar Cambios' }).click();

  await expect(page).toHaveURL(/\/child-dashboard$/);
  await expect(remote.getByRole('heading', { name: '¡Hola, Tomás!', level: 1 })).toBeVisible();
  await expect(remote.getByRole('heading', { name: 'Nivel 1: Semilla' })).toBeVisible();
  const bar = remote.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  await expect(remote.getByText(/Te faltan 100 puntos/)).toBeVisible();
  const firstSaving = remote.locator('[data-reward]', { hasText: 'Primer Ahorro' });
  await expect(firstSaving).toHaveAttribute('data-unlocked', 'false');
  await expect(firstSaving).toContainText('Bloqueada');
  await expect(remote.getByRole('link', { name: /Hablar con los Personajes/ })).toHaveAttribute('href', '/personajes');
  await expect(remote.getByRole('link', { name: /Ir a la Zona Mágica/ })).toHaveAttribute('href', '/zona-magica');

  // The Magic Zone follows the profile's age (7: the younger group).
  await remote.getByRole('link', { name: /Ir a la Zona Mágica/ }).click();
  await expect(remote.getByTestId('mz-age-group')).toContainText('6 a 7 años');
  await remote.getByRole('button', { name: 'Jugar Gasta o Ahorra' }).click();
  const recorded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/axxon/progress' && response.request().method() === 'POST', {
    timeout: 60_000,
  });
  await playSpendOrSave(page);
  const answer = await recorded;
  expect(answer.status()).toBe(201);
  const body = JSON.parse(answer.request().postData() ?? '{}') as { type: string; activity: string; eventId: string };
  // The game reports its moves on the play svc-content dealt: the service replays them on its own deal.
  expect(body).toMatchObject({
    type: 'game_finished',
    activity: 'gasta-ahorra',
    playId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    details: { moves: expect.stringMatching(/^[0-3-]+$/) },
  });
  const stored = (await answer.json()) as { event: { points: number } };
  expect(stored.event.points).toBeGreaterThanOrEqual(20);
  expect(body.eventId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: /Notificaciones/ }).getByText('Primer Ahorro')).toBeVisible();

  await page.goto('/child-dashboard');
  await expect(remote.getByRole('heading', { name: '¡Hola, Tomás!' })).toBeVisible();
  const dashboard = (await (await page.request.get('/api/axxon/dashboard')).json()) as ChildDashboard;
  expect(dashboard.progressPercentage).toBeGreaterThan(0);
  await expect(bar).toHaveAttribute('aria-valuenow', String(dashboard.progressPercentage));
  await expect(firstSaving).toHaveAttribute('data-unlocked', 'true');
  await expect(firstSaving).toContainText(/Desbloqueada el \d{1,2} de [a-z]+ de \d{4}/);
  await expect(remote.getByText('Ahorro', { exact: true }).first()).toBeVisible();
  await expect(remote.getByTestId('dash-sessions')).toHaveText('1');
});
