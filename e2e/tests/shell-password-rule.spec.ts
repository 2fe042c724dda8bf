import { expect, test } from '../support/test';
import { notifications } from '../support/notifications';
import { COMMON_PASSWORD_MESSAGE } from '@universo/contracts';
import { newFamily, fillRegistrationForm, registerThroughApi } from '../support/users';

test('register refuses a common password in the browser and in svc-auth, with the strength as a hint', async ({ page }) => {
  const family = newFamily();
  const registerCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/register')) registerCalls.push(request.method());
  });
  await fillRegistrationForm(page, family, '123456');
  await expect(page.locator('#register-password-strength')).toHaveText(/^Seguridad de la contraseña: muy débil\./);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.locator('#register-password-error')).toHaveText(COMMON_PASSWORD_MESSAGE);
  await expect(page.getByLabel('Contraseña')).toBeFocused();
  expect(registerCalls).toEqual([]);

  // svc-auth applies the same rule to a request that skips the form.
  const direct = await page.request.post('/api/auth/register', { data: { ...family, age: Number(family.age), password: 'Contraseña' } });
  expect(direct.status()).toBe(400);
  expect((await direct.json()).message).toBe(COMMON_PASSWORD_MESSAGE);

  await page.getByLabel('Contraseña').fill(family.password);
  await expect(page.locator('#register-password-strength')).toHaveText(/^Seguridad de la contraseña: (buena|muy buena)\./);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('failed logins on one account make it wait, whoever tries, with a Spanish message', async ({ page }) => {
  const family = await registerThroughApi(page);
  await page.request.post('/api/auth/logout');

  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(family.email);
  await page.getByLabel('Contraseña').fill(family.password);

  // Three free failures, then waits that double (1 s, 2 s, then 4 s): five failures in all,
  // each sent as soon as the account lets it.
  let failures = 0;
  while (failures < 5) {
    const attempt = await page.request.post('/api/auth/login', { data: { email: family.email, password: `no-es-la-clave-${failures}` } });
    if (attempt.status() === 429) {
      await page.waitForTimeout(Number(attempt.headers()['retry-after']) * 1000);
      continue;
    }
    expect(attempt.status()).toBe(401);
    failures += 1;
  }
  // Now even the right password waits its turn (4 s), with a Spanish message.
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(notifications(page).getByText(/^Demasiados intentos fallidos con este correo/)).toBeVisible();
});
