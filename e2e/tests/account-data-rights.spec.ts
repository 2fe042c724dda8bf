import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { submitLogin } from '../support/users';
import { notifications } from '../support/notifications';
import type { AccountExport } from '@universo/platform/api/auth';
import { turnChatOnForPlayingChild } from '../support/family';
import { answerParentalCheck } from '../support/parentalCheck';
import { registerPayingFamily } from '../support/premium';
import { saveChildProfile } from '../support/magicZone';

test('a family with a plan, progress and a chat downloads all its data, then deletes the account and cannot log in again', async ({ page }) => {
  const family = await registerPayingFamily(page);
  await turnChatOnForPlayingChild(page);
  await saveChildProfile(page, { childName: family.firstName, childAge: 8, preferredCharacter: 'francesca' });
  const progress = await page.request.post('/api/axxon/progress', {
    data: { type: 'game_finished', activity: 'gasta-ahorra', points: 30, eventId: randomUUID() },
  });
  expect(progress.ok(), await progress.text()).toBe(true);
  const conversation = randomUUID();
  const chat = await page.request.post('/api/chat', { data: { sessionId: conversation, character: 'francesca', message: 'Hola Francesca, quiero ahorrar' } });
  expect(chat.ok(), await chat.text()).toBe(true);

  await page.goto('/');
  // The header's "Familia" is the adult area (behind the parental check); "Tus datos" is linked from there.
  await page.getByRole('link', { name: 'Familia', exact: true }).click();
  const check = page.getByRole('dialog', { name: 'Solo para personas adultas' });
  await answerParentalCheck(check);
  await check.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Tus datos' }).click();
  await expect(page).toHaveURL(/\/cuenta\/datos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tus datos' })).toBeVisible();

  // The download: one JSON file with every service's part.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar mis datos' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^universo-de-francesca-datos-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as AccountExport;
  expect(file.account).toMatchObject({ user: { email: family.email, first_name: family.firstName } });
  expect(JSON.stringify(file.account)).not.toContain(family.password);
  expect(file.account.consents).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'privacy_notice' })]));
  expect(file.content.children).toEqual([expect.objectContaining({ child_name: family.firstName })]);
  // The points stored are what svc-content's table says a game is worth (20), not the 30 the request claimed.
  expect(file.content.progress).toEqual([expect.objectContaining({ activity: 'gasta-ahorra', points: 20 })]);
  expect(file.chat.messages).toEqual(
    expect.arrayContaining([expect.objectContaining({ conversation_id: conversation, message: 'Hola Francesca, quiero ahorrar' })]),
  );
  expect(file.billing.subscriptions).toEqual([expect.objectContaining({ status: 'authorized', amount: 79900 })]);
  await expect(notifications(page).getByText('Tus datos están listos')).toBeVisible();

  // The deletion: warnings, the password (a wrong one is refused), then signed out.
  await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar la cuenta para siempre?' });
  await expect(dialog.getByText('Esto no se puede deshacer.', { exact: false })).toBeVisible();
  await expect(dialog.getByText(/sin tu nombre ni tu correo/)).toBeVisible();
  await dialog.getByLabel('Tu contraseña').fill('no-es-la-clave');
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(dialog.getByText('La contraseña no es correcta.')).toBeVisible();
  await dialog.getByLabel('Tu contraseña').fill(family.password);
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(notifications(page).getByText('Cuenta eliminada')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect((await page.request.get('/api/billing/entitlement')).ok()).toBe(true);
  expect((await (await page.request.get('/api/billing/entitlement')).json()).tier).toBe('visitor');

  await page.goto('/login');
  await submitLogin(page, family.email, family.password);
  await expect(notifications(page).getByText('Correo o contraseña incorrectos')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a visitor on /cuenta/datos is asked to log in', async ({ page }) => {
  await page.goto('/cuenta/datos');
  await expect(page.getByRole('heading', { level: 1, name: 'Tus datos' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
});
