import { expect, test } from '../support/test';

test('the floating button opens the chat with Francesca; a message is sent and answered', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Chatea con Francesca' });
  const homeSize = (await button.boundingBox())!;

  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Chat con Francesca' });
  await expect(dialog).toBeVisible();
  const input = dialog.getByLabel('Tu mensaje para Francesca');
  const send = dialog.getByRole('button', { name: 'Enviar' });
  await expect(input).toBeFocused();
  await expect(send).toBeDisabled();
  await input.fill('    ');
  await expect(send).toBeDisabled();

  await input.fill('  Hola Francesca, ¿cómo puedo ahorrar para una bicicleta?  ');
  await input.press('Enter');
  const log = dialog.getByRole('log');
  // The text is sent trimmed; each bubble says who speaks (for screen readers).
  await expect(log.getByRole('listitem').first()).toHaveText('Tú: Hola Francesca, ¿cómo puedo ahorrar para una bicicleta?');
  await expect(log.getByRole('listitem').nth(1)).toHaveText(/^Francesca: \S/);
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();

  // Escape closes it and the focus goes back to the button; the conversation is kept.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(dialog.getByRole('log').getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Cerrar chat' }).click();
  await expect(dialog).toBeHidden();

  // On every page, smaller than on the home page.
  await page.goto('/tienda');
  const elsewhere = (await page.getByRole('button', { name: 'Chatea con Francesca' }).boundingBox())!;
  expect(elsewhere.height).toBeLessThan(homeSize.height);
});

test('a failed send shows the destructive toast and keeps the text', async ({ page }) => {
  await page.route('**/api/chat', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue()));
  await page.goto('/blog');
  await page.getByRole('button', { name: 'Chatea con Francesca' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat con Francesca' });
  await dialog.getByLabel('Tu mensaje para Francesca').fill('hola');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  // The modal chat hides the rest of the page from assistive technology (aria-hidden), the
  // notification area included when it was already on the page: look it up as it is shown.
  const region = page.getByRole('region', { name: /Notificaciones/, includeHidden: true });
  await expect(region.getByText('Error', { exact: true })).toBeVisible();
  await expect(region.getByText('No se pudo enviar el mensaje. Inténtalo de nuevo.')).toBeVisible();
  await expect(dialog.getByLabel('Tu mensaje para Francesca')).toHaveValue('hola');
});
