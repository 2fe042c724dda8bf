import { expect, test } from '../support/test';
import { notifications } from '../support/notifications';
import { fillRegistrationForm, newFamily, submitLogin } from '../support/users';

test('a family registers, sees the greeting, logs out and logs back in', async ({ page }) => {
  const family = newFamily();
  await fillRegistrationForm(page, family);
  await page.getByRole('button', { name: /crear cuenta/i }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`¡Hola, ${family.firstName}!`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar' })).toHaveCount(0);

  // The session is an HttpOnly cookie: scripts cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('uf_session');

  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(notifications(page).getByText('¡Hasta luego!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();

  await page.getByRole('link', { name: 'Entrar' }).click();
  await submitLogin(page, family.email, family.password);
  await expect(notifications(page).getByText('Welcome')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`¡Hola, ${family.firstName}!`)).toBeVisible();

  // The session survives a reload and a deep link into a remote.
  await page.goto('/zona-magica');
  await expect(page.getByText(`¡Hola, ${family.firstName}!`)).toBeVisible();
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'nadie@example.com', 'incorrecta');
  const region = notifications(page);
  await expect(region.getByText('Error al iniciar sesión')).toBeVisible();
  await expect(region.getByText('Correo o contraseña incorrectos')).toBeVisible();
});
