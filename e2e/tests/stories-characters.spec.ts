import { expect, test } from '../support/test';
import { registerThroughApi } from '../support/users';
import { openCharactersWithThePlan } from '../support/stories';

const CHARACTERS = ['Francesca', 'Chispas', 'Sombra', 'Leo', 'Don Ramón', 'Don Ernesto'];

test('a visitor sees the premium gate on /personajes, with sign-up and log-in', async ({ page }) => {
  await page.goto('/personajes');
  const remote = page.locator('[data-remote="stories"]');
  await expect(remote.getByRole('heading', { level: 1 })).toContainText('Plan Emprendedor Mágico');
  await expect(
    remote
      .getByText('79.900', { exact: false })
      .or(remote.getByText('79,900', { exact: false }))
      .first(),
  ).toBeVisible();
  const signUp = remote.getByRole('link', { name: 'Crear Cuenta Gratis' });
  const logIn = remote.getByRole('link', { name: 'Iniciar Sesión' });
  await expect(signUp).toHaveAttribute('href', '/register');
  await expect(logIn).toHaveAttribute('href', '/login');
  await expect(remote.getByRole('button', { name: /^Chatear con / })).toHaveCount(0);
  await signUp.click();
  await expect(page).toHaveURL(/\/register$/);
});

test('a family without a plan is invited to subscribe', async ({ page }) => {
  await registerThroughApi(page);
  await page.goto('/personajes');
  const remote = page.locator('[data-remote="stories"]');
  await expect(remote.getByRole('link', { name: '¡Suscribirme Ahora!' })).toHaveAttribute('href', '/subscription');
  await expect(remote.getByRole('link', { name: 'Volver al Inicio' })).toBeVisible();
  await expect(remote.getByRole('button', { name: /^Chatear con / })).toHaveCount(0);
});

test('a premium family meets the six characters and opens the chat with each', async ({ page }) => {
  const remote = await openCharactersWithThePlan(page);
  for (const name of CHARACTERS) {
    await expect(remote.getByRole('heading', { name, exact: true, level: 2 })).toBeVisible();
  }
  await expect(remote.getByRole('button', { name: /^Chatear con / })).toHaveCount(6);

  for (const name of ['Chispas', 'Don Ramón']) {
    const open = remote.getByRole('button', { name: `Chatear con ${name}` });
    await open.click();
    const dialog = page.getByRole('dialog', { name: `Chat con ${name}` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
  }
});
