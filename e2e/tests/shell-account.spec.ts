import { expect, test } from '../support/test';
import { notifications } from '../support/notifications';
import { fillRegistrationForm, newFamily, submitLogin, registerThroughApi } from '../support/users';

test('register: bad input is explained field by field, good input creates the account and greets', async ({ page }) => {
  const family = newFamily();
  await page.goto('/register');
  for (const label of ['Nombre de usuario', 'Apellido', 'Edad', 'Correo electrónico', 'Contraseña']) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Nombre', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');

  const submit = page.getByRole('button', { name: 'Crear cuenta' });
  await submit.click();
  // Each field says what it needs, in svc-auth's own words (the rules are shared).
  await expect(page.getByText('El nombre de usuario es obligatorio')).toBeVisible();
  await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();
  await expect(page.getByLabel('Nombre de usuario')).toBeFocused();

  await page.getByLabel('Nombre de usuario').fill('ab');
  await page.getByLabel('Nombre', { exact: true }).fill(family.firstName);
  await page.getByLabel('Apellido').fill(family.lastName);
  await page.getByLabel('Edad').fill('11');
  await page.getByLabel('Correo electrónico').fill(family.email);
  await page.getByLabel('Contraseña').fill('123');
  await submit.click();
  await expect(page.getByText('El nombre de usuario debe tener al menos 3 caracteres')).toBeVisible();
  await expect(page.getByText('Mínimo 6 caracteres')).toBeVisible();
  const region = notifications(page);
  await expect(region.getByText('Edad inválida')).toBeVisible();
  await expect(region.getByText('La edad debe ser entre 6 y 10 años')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel('Nombre de usuario').fill(family.username);
  await page.getByLabel('Edad').fill(family.age);
  await page.getByLabel('Contraseña').fill(family.password);
  await page.getByLabel(/Soy la madre, el padre o el tutor legal/).check();
  await page.getByLabel(/He leído y acepto/).check();
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`¡Hola, ${family.firstName}!`)).toBeVisible();

  // The same e-mail again: the service's Spanish reason.
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await fillRegistrationForm(page, { ...family, username: `${family.username}x` });
  await submit.click();
  await expect(notifications(page).getByText('Error al crear cuenta')).toBeVisible();
  await expect(notifications(page).getByText('Ya existe una cuenta con ese correo')).toBeVisible();
  // The service's refusal also stays on the form, beside the fields to change.
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Ya existe una cuenta con ese correo');
});

test('logout says goodbye; login fails with the service message, then succeeds with Welcome', async ({ page }) => {
  const family = await registerThroughApi(page);

  // The home page greets from its first request, before any other code loads.
  await page.goto('/');
  await expect(page.getByText(`¡Hola, ${family.firstName}!`)).toBeVisible();
  await page.getByRole('button', { name: 'Salir' }).click();
  const region = notifications(page);
  await expect(region.getByText('¡Hasta luego!')).toBeVisible();
  await expect(region.getByText('Has cerrado sesión correctamente')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  // The session really ended: the cookie no longer opens the account.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await page.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('El correo es obligatorio')).toBeVisible();
  await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();

  await submitLogin(page, family.email, 'no-es-la-clave');
  await expect(region.getByText('Error al iniciar sesión')).toBeVisible();
  await expect(region.getByText('Correo o contraseña incorrectos')).toBeVisible();

  await page.getByLabel('Contraseña').fill(family.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(region.getByText('Welcome')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`¡Hola, ${family.firstName}!`)).toBeVisible();
});

test('F8 focuses the notification area, also on a page that has not shown a toast yet', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('F8');
  // Radix puts the focus on the list inside the region.
  await expect(notifications(page).getByRole('list')).toBeFocused();

  await page.goto('/login');
  await submitLogin(page, 'nadie@example.com', 'incorrecta');
  const region = notifications(page);
  await expect(region.getByText('Error al iniciar sesión')).toBeVisible();
  await expect(region.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Correo electrónico').focus();
  await page.keyboard.press('F8');
  await expect(region.getByRole('list')).toBeFocused();
  // From there the keyboard reaches the toast's close button, which empties the area.
  const close = region.getByRole('button', { name: 'Cerrar notificación' });
  for (let i = 0; i < 3 && !(await close.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(region.getByText('Error al iniciar sesión')).toHaveCount(0);
});
