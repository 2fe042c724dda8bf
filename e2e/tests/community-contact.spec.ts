import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '../support/test';
import { notifications } from '../support/notifications';
import { openModeration } from '../support/admin';

function remote(page: Page) {
  return page.locator('[data-remote="community"]');
}

test.describe('contact', () => {
  test('a teacher sends the form with missing then complete fields; an admin reads the message', async ({ page, browser }) => {
    const name = `Profe ${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
    await page.goto('/contacto');
    const form = remote(page).getByRole('form', { name: 'Envíanos un mensaje' });
    await form.getByLabel('Nombre').fill(name);
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(notifications(page).getByText('Campos requeridos')).toBeVisible();
    await expect(notifications(page).getByText('Por favor completa todos los campos.')).toBeVisible();
    await expect(form.getByLabel('Correo electrónico')).toBeFocused();

    await form.getByLabel('Correo electrónico').fill('profe.laura@example.com');
    await form.getByLabel('Soy...').selectOption({ label: 'Educador o docente' });
    await expect(form.getByLabel('Mensaje')).toHaveAttribute('rows', '5');
    await form.getByLabel('Mensaje').fill('Quisiera usar los cuentos de Francesca con mi grupo de tercero.');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();

    await expect(notifications(page).getByText('Mensaje enviado')).toBeVisible();
    for (const label of ['Nombre', 'Correo electrónico', 'Soy...', 'Mensaje']) await expect(form.getByLabel(label)).toHaveValue('');

    // The admin gets past the second factor (enrolling an authenticator app the first time).
    const admin = await openModeration(browser);
    const message = remote(admin).getByRole('article').filter({ hasText: name });
    await expect(message).toBeVisible();
    await expect(message.getByText('Educador o docente')).toBeVisible();
    await expect(message.getByText('Quisiera usar los cuentos de Francesca con mi grupo de tercero.')).toBeVisible();
    await admin.context().close();
  });

  test('the contact cards give the three addresses and a press kit that downloads', async ({ page }) => {
    await page.goto('/contacto');
    for (const address of ['hola@universodefrancesca.co', 'educacion@universodefrancesca.co', 'prensa@universodefrancesca.co']) {
      await expect(remote(page).getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`);
    }
    const [download] = await Promise.all([page.waitForEvent('download'), remote(page).getByRole('link', { name: 'Descargar kit de prensa' }).click()]);
    expect(download.suggestedFilename()).toBe('Kit-de-prensa-Universo-de-Francesca.html');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(path, 'utf8');
    expect(text).toContain('Kit de prensa: Universo de Francesca');
    expect(text).toContain('prensa@universodefrancesca.co');
  });

  test('@phone the contact form is usable at 360 px', async ({ page }) => {
    await page.goto('/contacto');
    const form = remote(page).getByRole('form', { name: 'Envíanos un mensaje' });
    for (const label of ['Nombre', 'Correo electrónico', 'Soy...', 'Mensaje']) await expect(form.getByLabel(label)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
